import { useState } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Banner } from '../../lib/catalogApi';
import { useShopPaths } from '../../hooks/useShopPaths';

/** A chevron pointing to the inline end (mirrored on right-to-left pages by CSS). */
function Chevron({ back = false }: { back?: boolean }) {
  return (
    <svg className="carousel__arrow" aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={back ? 'm14.5 5-7 7 7 7' : 'm9.5 5 7 7-7 7'} />
    </svg>
  );
}

/**
 * The home hero: the banners, one at a time (no auto-rotation: nothing moves by itself). A slide is its art
 * (decorative, 3:1 on wide screens and cut to 2:1 on phones, sized so nothing moves when it loads) with its title
 * over it; previous and next sit on its sides and a dot per banner under it.
 */
export function Carousel({ banners, t }: { banners: readonly Banner[]; t: TFunction }) {
  const [index, setIndex] = useState(0);
  const paths = useShopPaths();
  if (banners.length === 0) return null;
  const current = banners[index % banners.length] as Banner;
  const go = (step: number) => setIndex((i) => (i + step + banners.length) % banners.length);
  const content = (
    <>
      {current.image ? <img className="carousel__image" src={current.image} width={1200} height={400} alt="" fetchPriority={index === 0 ? 'high' : 'auto'} /> : null}
      <span className="carousel__caption" dir="auto">
        {current.title}
      </span>
    </>
  );
  return (
    <section className={current.image ? 'carousel carousel--art' : 'carousel'} aria-roledescription="carousel" aria-label={t('carousel.label')}>
      <div className="carousel__stage">
        <div className="carousel__slide" aria-roledescription="slide" aria-label={t('carousel.position', { n: index + 1, total: banners.length })} aria-live="polite">
          {current.link ? (
            <Link to={paths.shopLink(current.link)} className="carousel__link">
              {content}
            </Link>
          ) : (
            <div className="carousel__link">{content}</div>
          )}
        </div>
        {banners.length > 1 ? (
          <>
            <button type="button" className="carousel__nav carousel__nav--previous" onClick={() => go(-1)} aria-label={t('carousel.previous')}>
              <Chevron back />
            </button>
            <button type="button" className="carousel__nav carousel__nav--next" onClick={() => go(1)} aria-label={t('carousel.next')}>
              <Chevron />
            </button>
          </>
        ) : null}
      </div>
      {banners.length > 1 ? (
        <div className="carousel__dots">
          {banners.map((banner, i) => (
            <button
              key={`${i}-${banner.title}`}
              type="button"
              className="carousel__dot"
              aria-label={t('carousel.position', { n: i + 1, total: banners.length })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

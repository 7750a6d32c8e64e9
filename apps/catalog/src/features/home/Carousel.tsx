import { useState } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Banner } from '../../lib/catalogApi';
import { useShopPaths } from '../../hooks/useShopPaths';

/**
 * The home banners, one at a time with previous/next buttons (no auto-rotation: nothing moves by itself).
 * A slide is its art (decorative, 3:1, sized so nothing moves when it loads) with its title over it as text.
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
        <div className="carousel__controls">
          <button type="button" className="button" onClick={() => go(-1)} aria-label={t('carousel.previous')}>
            <span className="carousel__arrow" aria-hidden="true">
              ‹
            </span>
          </button>
          <button type="button" className="button" onClick={() => go(1)} aria-label={t('carousel.next')}>
            <span className="carousel__arrow" aria-hidden="true">
              ›
            </span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

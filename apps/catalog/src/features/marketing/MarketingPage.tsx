import { buttonClassName, useDocumentTitle } from '@store/shared/ui';
import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { ensureCatalogStyles } from '../../app/styles';
import { useShopPaths } from '../../hooks/useShopPaths';
import { useCatalogTranslation } from '../../i18n/useCatalogTranslation';

export type MarketingPageProps = Record<string, never>;

/** The kinds of partner the page speaks to, each with its heading and sentence in the catalogues. */
const PARTNER_KINDS = ['publishers', 'payments', 'creators'] as const;
/** What the store offers its partners (one catalogue sentence each). */
const OFFERS = ['official', 'local', 'rewards', 'campaigns'] as const;

/**
 * /marketing-and-partnership (section 2, MarketingAndPartnership): what the store is, what it offers partners, the
 * ways to work with it and how campaign links are followed. The texts are the catalogue's, in the page's language;
 * a page without a country prefix may be in en-default while the shop country is right-to-left, so the direction
 * is the shell's (the document's), not the shop country's.
 */
export const MarketingPage = observer(function MarketingPage(_props: MarketingPageProps) {
  ensureCatalogStyles();
  const store = useRootStore();
  const { t, ready } = useCatalogTranslation();
  const paths = useShopPaths();
  const storeName = store.theme?.name ?? '';
  const title = t('marketing.title');
  useDocumentTitle(ready ? title : undefined, storeName);
  if (!ready) return <section className="catalog" data-remote-page="catalog" aria-busy="true" />;
  return (
    <section className="catalog marketing" data-remote-page="catalog" aria-labelledby="marketing-title">
      <h1 id="marketing-title">{title}</h1>
      <p className="marketing__lead">{t('marketing.lead', { store: storeName })}</p>

      <section aria-labelledby="marketing-offer-title">
        <h2 id="marketing-offer-title">{t('marketing.offer.title')}</h2>
        <ul className="marketing__offers">
          {OFFERS.map((offer) => (
            <li key={offer}>{t(`marketing.offer.${offer}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="marketing-kinds-title">
        <h2 id="marketing-kinds-title">{t('marketing.kinds.title')}</h2>
        <ul className="marketing__kinds">
          {PARTNER_KINDS.map((kind) => (
            <li key={kind} className="marketing__kind">
              <h3>{t(`marketing.kinds.${kind}.title`)}</h3>
              <p>{t(`marketing.kinds.${kind}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="marketing-campaigns-title">
        <h2 id="marketing-campaigns-title">{t('marketing.campaigns.title')}</h2>
        <p>{t('marketing.campaigns.body')}</p>
      </section>

      <p>
        <Link className={buttonClassName({ variant: 'primary' })} to={paths.home}>
          {t('marketing.browse', { store: storeName })}
        </Link>
      </p>
    </section>
  );
});

export default MarketingPage;

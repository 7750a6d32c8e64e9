import { Link } from 'react-router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRootStore, useStoreQueryInputs, type StoreQueryInputs } from '@store/shared';
import type { ShopClient } from '@store/shared/api';
import { itemsOf, InfoBarItemSchema } from '../lib/catalogApi';
import { catalogQueryKey, keepWhileLanguageChanges } from '../lib/catalogQuery';
import { useCatalogTranslation } from '../i18n/useCatalogTranslation';
import { useShopPaths } from '../hooks/useShopPaths';

export type InfoBarPageType = 'home' | 'product' | 'search';

export function infoBarQuery(shop: Pick<ShopClient, 'infoBar'>, inputs: StoreQueryInputs, pageType: InfoBarPageType, productUrl?: string) {
  const queryKey = catalogQueryKey('infoBar', inputs, { pageType, productUrl: productUrl ?? '' });
  return queryOptions({
    queryKey,
    queryFn: async () => itemsOf(InfoBarItemSchema, await shop.infoBar({ pageType, countryCode: inputs.countryCode, ...(productUrl ? { productUrl } : {}) })),
    placeholderData: keepWhileLanguageChanges(queryKey),
  });
}

/** The CMS link of the Codacash page ('/codacash', as the info bar's items write it). */
const CODACASH_LINK = /^\/codacash\/?$/;

/**
 * The info bar of a page type ('home', 'product'); the shop API answers [] on failure, so it just hides. A storefront
 * without the wallet (the white-label store, or one that does not embed the wallet remote) leaves out the
 * announcements of the Codacash page: they would advertise what it does not sell.
 */
export function InfoBar({ pageType, productUrl }: { pageType: InfoBarPageType; productUrl?: string }) {
  const store = useRootStore();
  const paths = useShopPaths();
  const { t } = useCatalogTranslation();
  const { data, isPending } = useQuery(infoBarQuery(store.api.shop, useStoreQueryInputs(), pageType, productUrl));
  // Space is kept while it loads, so announcements arriving do not push the page down.
  if (isPending) return <div className="info-bar info-bar--loading" aria-hidden="true" />;
  const walletOffered = !store.isWhiteLabel && (store.theme?.remotes ?? []).includes('wallet');
  const items = (data ?? []).filter((item) => walletOffered || !item.link || !CODACASH_LINK.test(item.link));
  if (items.length === 0) return null;
  return (
    <aside className="info-bar" aria-label={t('infoBar.label')}>
      <ul>
        {items.map((item) => (
          // dir="auto": an announcement in another script than the page's keeps its own direction.
          <li key={item.id} dir="auto">
            {item.link ? <Link to={paths.shopLink(item.link)}>{item.text}</Link> : item.text}
          </li>
        ))}
      </ul>
    </aside>
  );
}

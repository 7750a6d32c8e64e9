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

/** The info bar of a page type ('home', 'product'); the shop API answers [] on failure, so it just hides. */
export function InfoBar({ pageType, productUrl }: { pageType: InfoBarPageType; productUrl?: string }) {
  const store = useRootStore();
  const paths = useShopPaths();
  const { t } = useCatalogTranslation();
  const { data, isPending } = useQuery(infoBarQuery(store.api.shop, useStoreQueryInputs(), pageType, productUrl));
  // Space is kept while it loads, so announcements arriving do not push the page down.
  if (isPending) return <div className="info-bar info-bar--loading" aria-hidden="true" />;
  if (!data || data.length === 0) return null;
  return (
    <aside className="info-bar" aria-label={t('infoBar.label')}>
      <ul>
        {data.map((item) => (
          // dir="auto": an announcement in another script than the page's keeps its own direction.
          <li key={item.id} dir="auto">
            {item.link ? <Link to={paths.shopLink(item.link)}>{item.text}</Link> : item.text}
          </li>
        ))}
      </ul>
    </aside>
  );
}

import { Link } from 'react-router';
import { useRootStore } from '@store/shared';
import { itemsOf, InfoBarItemSchema } from '../api/catalogApi';
import { useAsync } from '../api/useAsync';
import { useCatalogTranslation } from '../i18n/useCatalogTranslation';
import { useShopPaths } from '../ui/useShopPaths';

/** The info bar of a page type ('home', 'product'); the shop API answers [] on failure, so it just hides. */
export function InfoBar({ pageType, productUrl }: { pageType: 'home' | 'product' | 'search'; productUrl?: string }) {
  const store = useRootStore();
  const paths = useShopPaths();
  const { t } = useCatalogTranslation();
  const countryCode = store.shop.countryCode ?? '';
  const { state } = useAsync(
    async () => itemsOf(InfoBarItemSchema, await store.api.shop.infoBar({ pageType, countryCode, ...(productUrl ? { productUrl } : {}) })),
    [pageType, countryCode, productUrl],
  );
  // Space is kept while it loads, so announcements arriving do not push the page down.
  if (state.status === 'loading') return <div className="info-bar info-bar--loading" aria-hidden="true" />;
  if (state.status !== 'ready' || state.value.length === 0) return null;
  return (
    <aside className="info-bar" aria-label={t('infoBar.label')}>
      <ul>
        {state.value.map((item) => (
          // dir="auto": an announcement in another script than the page's keeps its own direction.
          <li key={item.id} dir="auto">
            {item.link ? <Link to={paths.shopLink(item.link)}>{item.text}</Link> : item.text}
          </li>
        ))}
      </ul>
    </aside>
  );
}

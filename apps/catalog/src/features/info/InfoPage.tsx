import { observer } from 'mobx-react-lite';
import { useQuery } from '@tanstack/react-query';
import { useRootStore, useStoreQueryInputs } from '@store/shared';
import type { InfoPageName } from '@store/shared/domain';
import { ProblemWithRetry, useDocumentTitle } from '@store/shared/ui';
import { ensureCatalogStyles } from '../../app/styles';
import { useCatalogTranslation } from '../../i18n/useCatalogTranslation';
import { infoPageQuery } from './api/infoPageQuery';

export interface InfoPageProps {
  /** Which footer page: its text is the CMS's, in the shop language. */
  page: InfoPageName;
}

/** Terms, Privacy, Help and About: the CMS's text for this storefront ("{store}" is its name), in the shop language. */
export const InfoPage = observer(function InfoPage({ page }: InfoPageProps) {
  ensureCatalogStyles();
  const store = useRootStore();
  const inputs = useStoreQueryInputs();
  const { t, ready } = useCatalogTranslation();
  const content = useQuery({ ...infoPageQuery(store.api.shop, inputs, page), enabled: inputs.countryCode !== '' });
  const storeName = store.theme?.name ?? '';
  const withStore = (text: string) => text.replaceAll('{store}', storeName);
  useDocumentTitle(content.data ? withStore(content.data.title) : undefined, storeName);

  if (!ready || content.isPending) {
    return <section className="catalog info-page" data-remote-page="catalog" aria-busy="true" />;
  }
  if (!content.data) {
    return (
      <section className="catalog info-page" data-remote-page="catalog" aria-labelledby="info-title">
        <h1 id="info-title">{t(`info.${page}`)}</h1>
        <ProblemWithRetry className="catalog-problem" message={t('info.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void content.refetch()} />
      </section>
    );
  }
  return (
    <article className="catalog info-page" data-remote-page="catalog" data-page={page} aria-labelledby="info-title" dir={store.shop.rtl ? 'rtl' : 'ltr'}>
      <h1 id="info-title">{withStore(content.data.title)}</h1>
      <p className="info-page__lead">{withStore(content.data.description)}</p>
      {content.data.sections.map((section) => (
        <section key={section.heading} className="info-page__section">
          <h2>{withStore(section.heading)}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{withStore(p)}</p>
          ))}
        </section>
      ))}
    </article>
  );
});

export default InfoPage;

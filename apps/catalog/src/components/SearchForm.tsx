import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { MAX_SEARCH_LENGTH } from '@store/shared/domain';
import { useShopPaths } from '../hooks/useShopPaths';

/** Search games: goes to /{prefix}/search/{searchString}. */
export function SearchForm({ t, initial = '' }: { t: TFunction; initial?: string }) {
  const [q, setQ] = useState(initial);
  const navigate = useNavigate();
  const paths = useShopPaths();
  return (
    <form
      role="search"
      className="catalog-search"
      onSubmit={(e) => {
        e.preventDefault();
        if (q.trim()) navigate(paths.search(q));
      }}
    >
      <label htmlFor="catalog-search-input">{t('search.label')}</label>
      <input id="catalog-search-input" type="search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={MAX_SEARCH_LENGTH} />
      <button type="submit" className="button">
        {t('search.submit')}
      </button>
    </form>
  );
}

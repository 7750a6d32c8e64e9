import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { MAX_SEARCH_LENGTH } from '@store/shared/domain';
import { Button, TextField } from '@store/shared/ui';
import { useShopPaths } from '../hooks/useShopPaths';

/** Search games (the search page): the kit's field and button; goes to /{prefix}/search/{searchString}. */
export function SearchForm({ t, initial = '' }: { t: TFunction; initial?: string }) {
  const [q, setQ] = useState(initial);
  const navigate = useNavigate();
  const paths = useShopPaths();
  return (
    <form
      role="search"
      className="catalog-search"
      // Sent by the browser itself before the page's code runs: the server answers /{locale}/search?q=... with the results.
      action={paths.searchPage}
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        if (q.trim()) navigate(paths.search(q));
      }}
    >
      <TextField
        id="catalog-search-input"
        name="q"
        label={t('search.label')}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        maxLength={MAX_SEARCH_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
      />
      <Button type="submit" variant="primary">
        {t('search.submit')}
      </Button>
    </form>
  );
}

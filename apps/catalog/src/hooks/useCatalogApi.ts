import { useMemo } from 'react';
import { useRootStore } from '@store/shared';
import { createCatalogApi, type CatalogApi } from '../lib/catalogApi';

export function useCatalogApi(): CatalogApi {
  const store = useRootStore();
  return useMemo(() => createCatalogApi(store.api.graphql, () => store.shop.country), [store]);
}

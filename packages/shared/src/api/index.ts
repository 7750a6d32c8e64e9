// @store/shared/api: the API clients' types and response schemas. The page's client instances are the
// kernel's (rootStore.api); an app imports this entry for types and schemas, bundled tree-shaken.
export * from './identity';
export * from './authSchemas';
export * from './apiError';
export * from './menuFeatures';
export * from './walletSchemas';
export * from './walletClient';
export * from './accountClient';
export * from './shopClient';
export * from './searchClient';
export * from './graphqlClient';
export * from './clients';

export * from './PlaceholderPage';
export * from './StoreContext';
export * from './StandaloneRemote';

export * from './PlaceholderPage';
export * from './StoreContext';
export * from './StandaloneRemote';
export * from './Modal';
export * from './Spinner';
export * from './Toast';
export * from './useRemoteTranslation';
export * from './ProblemWithRetry';

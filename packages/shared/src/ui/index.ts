// @store/shared/ui: the UI kit (stateless components), bundled by each app that uses it.
export * from './PlaceholderPage';
export * from './Modal';
export * from './Spinner';
export * from './Toast';
export * from './ProblemWithRetry';
export * from './Field';
export * from './useDocumentTitle';

// @store/shared/ui: the UI kit (stateless components, tokens and their CSS), bundled by each app that uses it.
// No business rules here: texts come translated from the caller, data from the caller's props.
export * from './kitStyles';
export * from './styleSheets';
export * from './theme';
export * from './classNames';
export * from './Button';
export * from './Field';
export * from './Checkbox';
export * from './RadioCard';
export * from './Card';
export * from './Tile';
export * from './Badge';
export * from './Price';
export * from './Tabs';
export * from './Stepper';
export * from './Skeleton';
export * from './PlaceholderPage';
export * from './Modal';
export * from './Spinner';
export * from './Toast';
export * from './ProblemWithRetry';
export * from './useDocumentTitle';
export * from './earlyEntries';
export * from './earlyActions';
export * from './useEarlyEntries';
export * from './useHydrated';

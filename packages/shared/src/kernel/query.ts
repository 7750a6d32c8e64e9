// The kernel's data layer: one QueryClient per page, the query-key convention and server hydration.
export * from './queryClient';
export * from './queryKeys';
export * from './queryProvider';
export * from './queryHydration';

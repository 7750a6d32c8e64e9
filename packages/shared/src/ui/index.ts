export * from './PlaceholderPage';

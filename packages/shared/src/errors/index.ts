// @store/shared/errors: the error catalogue and the classifiers, bundled by each app that uses them.
export * from './types';
export * from './catalogue';
export * from './transactionMessages';
export * from './messageFor';
export * from './networkError';
export * from './authErrors';
export * from './flowErrors';

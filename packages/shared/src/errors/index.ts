export * from './types';
export * from './catalogue';
export * from './transactionMessages';
export * from './messageFor';
export * from './networkError';
export * from './authErrors';
export * from './flowErrors';

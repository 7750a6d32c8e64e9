// @store/shared public entry. Layers (arrows point down only): ui -> stores -> api -> errors -> domain.
export * from './domain';
export * from './errors';
export * from './api';
export * from './stores';
export * from './ui';
export * from './i18n';

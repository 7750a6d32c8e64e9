// @store/shared/testing: helpers for the apps' tests (jest only; never imported by app code).
export * from '../i18n/catalogueCheck.testutil';
export * from '../api/testServer.testutil';
export { testConfig } from '../api/testServer.testutil';
export * from '../api/jsonFetch.testutil';

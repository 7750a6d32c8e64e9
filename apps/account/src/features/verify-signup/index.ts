export { default as VerifySignupPage, CONFIRMED_STATE, type VerifySignupPageProps } from './VerifySignupPage';

// Exposed module ./VerifySignupPage (src/exposes.ts): the verification-waiting screen.
export { VerifySignupPage as default, type VerifySignupPageProps } from '../features/verify-signup';

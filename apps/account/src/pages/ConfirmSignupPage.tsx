// Exposed module ./ConfirmSignupPage (src/exposes.ts): the confirmation link's outcome.
export { ConfirmSignupPage as default, type ConfirmSignupPageProps } from '../features/confirm-signup';

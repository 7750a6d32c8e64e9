// Exposed module ./SignInPage (src/exposes.ts): the sign-in feature's page.
export { SignInPage as default, type SignInPageProps } from '../features/sign-in';

// Exposed module ./SignUpPage (src/exposes.ts): the sign-up feature's page.
export { SignUpPage as default, type SignUpPageProps } from '../features/sign-up';

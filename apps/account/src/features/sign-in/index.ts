export { default as SignInPage, SignInForm, type SignInPageProps } from './SignInPage';

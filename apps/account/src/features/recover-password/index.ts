export { default as RecoverPasswordPage, type RecoverPasswordPageProps } from './RecoverPasswordPage';

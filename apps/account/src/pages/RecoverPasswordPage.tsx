// Exposed module ./RecoverPasswordPage (src/exposes.ts): recover a password with a code.
export { RecoverPasswordPage as default, type RecoverPasswordPageProps } from '../features/recover-password';

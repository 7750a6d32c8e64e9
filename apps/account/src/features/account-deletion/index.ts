export { default as VerifyAccountDeletePage, type VerifyAccountDeletePageProps } from './VerifyAccountDeletePage';
export { DeleteAccountSection } from './DeleteAccountSection';

export { default as ConfirmSignupPage, type ConfirmSignupPageProps } from './ConfirmSignupPage';
export { confirmationFromQuery, isAlreadyConfirmed } from './confirmLink';

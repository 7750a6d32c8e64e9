export { default as SignUpPage, SignUpForm, signUpAttributes, signUpErrorField, type SignUpPageProps } from './SignUpPage';

// The top-up feature: the product page's purchase form (exposed as checkout's TopUpForm).
export { TopUpForm, type TopUpFormProps } from './TopUpForm';

export { ProviderAnswer, SocialSignInButtons } from './SocialSignIn';

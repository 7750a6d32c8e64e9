import { useLocation } from 'react-router';
import { useRootStore } from '@store/shared';
import { localeSegment, routePath, type Country } from '@store/shared/domain';

/** The query parameter the shell's sign-in links carry for the return after sign-in (apps/shell returnPath). */
export const RETURN_TO_PARAM = 'returnTo';

/** The shop's locale path segment and links between the account screens, keeping the returnTo of this page. */
export function useAuthLinks(country: Country) {
  const { shop } = useRootStore();
  const location = useLocation();
  const countryCode = localeSegment(country, shop.language);
  const returnTo = new URLSearchParams(location.search).get(RETURN_TO_PARAM);
  const keep = returnTo ? { [RETURN_TO_PARAM]: returnTo } : undefined;
  return {
    countryCode,
    signIn: routePath('SignIn', { countryCode }, keep),
    signUp: routePath('SignUp', { countryCode }, keep),
    recover: routePath('RecoverPassword', { countryCode }),
    verify: routePath('VerifySignup', { countryCode }, keep),
    confirm: routePath('ConfirmSignup', { countryCode }, keep),
    home: routePath('Homepage', { countryCode }),
  };
}

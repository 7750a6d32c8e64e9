import { internationalMobileNumber, maskEmail, maskPhone, normaliseMobileNumber, type Country } from '@store/shared/domain';
import type { AuthType } from '@store/shared/errors';

/** How the shopper signs in or up: by email or by mobile number (section 2 "sign-in by email or mobile"). */
export type AuthMethod = 'email' | 'mobile';

export const authTypeOf = (method: AuthMethod): AuthType => (method === 'email' ? 'Email' : 'Mobile');

/**
 * The auth username (section 5): the email (trimmed, lower case), else the mobile number with the shop
 * country's phone code (E.164, "+6581234567").
 */
export function loginUsername(method: AuthMethod, values: { email: string; mobile: string }, country: Pick<Country, 'phoneCode'>): string {
  if (method === 'email') return values.email.trim().toLowerCase();
  return internationalMobileNumber(country, normaliseMobileNumber(values.mobile) ?? values.mobile.trim());
}

/** The method a stored username was made with. */
export const methodOfUsername = (username: string): AuthMethod => (username.includes('@') ? 'email' : 'mobile');

/**
 * Where a link or code went, masked as section 5 says: the email's first 3 characters, ***, and the whole
 * domain (sam***@example.com); the phone's first 2 and last 4 digits. The auth provider's own mask hides the domain.
 */
export const maskedUsername = (username: string): string => (methodOfUsername(username) === 'email' ? maskEmail(username) : maskPhone(username));

import { PARTNER_UPCOMING_COUNTRIES } from './constants';
import { COUNTRIES, countryByCode } from './countries';
import { PartnerPlayerStatus, PartnerSignInError } from './statuses';

/** The five fields a partner login must carry, non-empty (section 5). */
export const PARTNER_LOGIN_REQUIRED_FIELDS = ['accountRegionCode', 'authToken', 'playerName', 'playerId', 'playerStatus'] as const;
export type PartnerLoginField = (typeof PARTNER_LOGIN_REQUIRED_FIELDS)[number];

export interface PartnerLoginData {
  readonly accountRegionCode: string;
  readonly authToken: string;
  readonly playerName: string;
  readonly playerId: string;
  readonly playerStatus: number;
}

export function missingFieldMessage(field: string): string {
  return `Missing required account information ${field}.`;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The login data, or the message naming the first missing field; never throws. */
export function validatePartnerLogin(
  input: unknown,
): { readonly ok: true; readonly value: PartnerLoginData } | { readonly ok: false; readonly field: PartnerLoginField; readonly message: string } {
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  for (const field of PARTNER_LOGIN_REQUIRED_FIELDS) {
    const value = source[field];
    const wrongType = field === 'playerStatus' ? !Number.isFinite(Number(value)) : typeof value !== 'string' && typeof value !== 'number';
    if (isEmpty(value) || wrongType) return { ok: false, field, message: missingFieldMessage(field) };
  }
  return {
    ok: true,
    value: {
      accountRegionCode: String(source['accountRegionCode']),
      authToken: String(source['authToken']),
      playerName: String(source['playerName']),
      playerId: String(source['playerId']),
      playerStatus: Number(source['playerStatus']),
    },
  };
}

/** Countries a partner player may come from: the store's countries except the upcoming ones (readings 11). */
export const PARTNER_SUPPORTED_COUNTRIES: readonly string[] = COUNTRIES.map((c) => c.code).filter(
  (c) => !(PARTNER_UPCOMING_COUNTRIES as readonly string[]).includes(c),
);

export function isPartnerCountrySupported(country: unknown, supported: readonly string[] = PARTNER_SUPPORTED_COUNTRIES): boolean {
  return typeof country === 'string' && supported.includes(country.toLowerCase());
}

/** Why a partner player cannot sign in, or undefined: banned (0), not linked (1), unsupported country. */
export function partnerSignInError(
  player: { readonly status: unknown; readonly country: unknown },
  supported: readonly string[] = PARTNER_SUPPORTED_COUNTRIES,
): PartnerSignInError | undefined {
  const status = Number(player.status);
  if (player.status === null || player.status === undefined || player.status === '' || !Number.isFinite(status)) {
    return PartnerSignInError.Unknown;
  }
  if (status === PartnerPlayerStatus.Banned) return PartnerSignInError.Banned;
  if (status === PartnerPlayerStatus.NotLinked) return PartnerSignInError.PlayerNotLinked;
  if (!isPartnerCountrySupported(player.country, supported)) return PartnerSignInError.UnsupportedCountry;
  return undefined;
}

/** An auth code in the URL differing from the stored one triggers login; otherwise the session is checked. */
export function shouldStartPartnerLogin(urlCode: string | null | undefined, storedCode: string | null | undefined): boolean {
  return !!urlCode && urlCode !== storedCode;
}

/** The header's user icon: the first 3 characters of the partner user name. */
export function partnerUserInitials(name: unknown): string {
  return typeof name === 'string' ? Array.from(name.trim()).slice(0, 3).join('') : '';
}

/**
 * After authorising, a player from another country goes to that country's path keeping the saved
 * query params; undefined when no redirect is needed or the country is unknown.
 */
export function partnerCountryRedirect(shopCountry: string, playerCountry: string, savedSearch = ''): string | undefined {
  const player = countryByCode(playerCountry);
  if (!player || player.code === shopCountry.toLowerCase()) return undefined;
  const search = savedSearch && !savedSearch.startsWith('?') ? `?${savedSearch}` : savedSearch;
  return `/${player.languages[0]?.code ?? 'en'}-${player.code}/${search}`;
}

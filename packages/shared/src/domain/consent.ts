import { COOKIE_PREFERENCES_DAYS, DAY_MS } from './constants';

/** Cookie categories (section 3): essential C0001 is required and always on. */
export const ConsentCategory = {
  Essential: 'C0001',
  Performance: 'C0002',
  Functional: 'C0003',
  Marketing: 'C0004',
  SocialMedia: 'C0005',
  ShopSpecific: 'C0009',
} as const;
export type ConsentCategory = (typeof ConsentCategory)[keyof typeof ConsentCategory];

export const CONSENT_CATEGORIES: readonly ConsentCategory[] = Object.values(ConsentCategory);
export const REQUIRED_CONSENT_CATEGORY = ConsentCategory.Essential;

export type ConsentPreferences = Readonly<Record<ConsentCategory, boolean>>;

/** Cookie names (decision: not shown in the spec). */
export const CONSENT_COOKIE = 'cookiePreferences';
export const CONSENT_UPDATED_COOKIE = 'cookiePreferencesUpdated';

function all(on: boolean): ConsentPreferences {
  const prefs = Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, on])) as Record<ConsentCategory, boolean>;
  prefs[REQUIRED_CONSENT_CATEGORY] = true;
  return prefs;
}

/**
 * Where the cookie manager shows, only C0001 is on until the shopper chooses; elsewhere all
 * categories start on (readings 4).
 */
export function defaultConsent(cookieManagerShown: boolean): ConsentPreferences {
  return all(!cookieManagerShown);
}

export function acceptAllConsent(): ConsentPreferences {
  return all(true);
}

/** Reject all: only the required category stays on. */
export function rejectAllConsent(): ConsentPreferences {
  return all(false);
}

/** A custom choice; the required category cannot be switched off. */
export function customConsent(choice: Partial<Record<ConsentCategory, boolean>>): ConsentPreferences {
  const prefs = { ...rejectAllConsent() } as Record<ConsentCategory, boolean>;
  for (const c of CONSENT_CATEGORIES) if (choice[c] === true) prefs[c] = true;
  prefs[REQUIRED_CONSENT_CATEGORY] = true;
  return prefs;
}

export function isConsentToggleable(category: ConsentCategory): boolean {
  return category !== REQUIRED_CONSENT_CATEGORY;
}

export function isConsentGranted(prefs: ConsentPreferences, category: ConsentCategory): boolean {
  return category === REQUIRED_CONSENT_CATEGORY || prefs[category] === true;
}

/** 'C0001:1,C0002:0,...' */
export function serialiseConsent(prefs: ConsentPreferences): string {
  return CONSENT_CATEGORIES.map((c) => `${c}:${isConsentGranted(prefs, c) ? 1 : 0}`).join(',');
}

/** The stored cookie value, or undefined when absent or not a consent string. */
export function parseConsent(raw: unknown): ConsentPreferences | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const prefs = { ...rejectAllConsent() } as Record<ConsentCategory, boolean>;
  let seen = 0;
  for (const part of raw.split(',')) {
    const [name, value] = part.split(':').map((s) => s.trim());
    if (!CONSENT_CATEGORIES.includes(name as ConsentCategory) || (value !== '0' && value !== '1')) return undefined;
    prefs[name as ConsentCategory] = value === '1';
    seen += 1;
  }
  prefs[REQUIRED_CONSENT_CATEGORY] = true;
  return seen > 0 ? prefs : undefined;
}

export interface ConsentLoad {
  readonly preferences: ConsentPreferences;
  /** No stored cookie: the defaults must be saved. */
  readonly saveDefaults: boolean;
  /** The banner shows until the preference-updated cookie exists. */
  readonly showBanner: boolean;
}

/** Cookie consent on load (section 4). */
export function loadConsent(input: {
  readonly storedCookie: string | null | undefined;
  readonly preferenceUpdatedCookie: string | null | undefined;
  readonly cookieManagerShown: boolean;
}): ConsentLoad {
  // Where the cookie manager shows, only a choice the shopper made counts: defaults saved where it
  // does not show (all on) must not carry into a country where only C0001 starts on (readings 4).
  const chosen = !input.cookieManagerShown || Boolean(input.preferenceUpdatedCookie);
  const stored = chosen ? parseConsent(input.storedCookie) : undefined;
  return {
    preferences: stored ?? defaultConsent(input.cookieManagerShown),
    saveDefaults: stored === undefined,
    showBanner: input.cookieManagerShown && !input.preferenceUpdatedCookie,
  };
}

/** When a saved preference cookie expires: 365 days (section 9). */
export function consentCookieExpiry(now: number): Date {
  return new Date(now + COOKIE_PREFERENCES_DAYS * DAY_MS);
}

import { makeAutoObservable } from 'mobx';
import {
  acceptAllConsent,
  CONSENT_COOKIE,
  CONSENT_UPDATED_COOKIE,
  consentCookieExpiry,
  customConsent,
  defaultConsent,
  isConsentGranted,
  isConsentToggleable,
  loadConsent,
  rejectAllConsent,
  serialiseConsent,
  type ConsentCategory,
  type ConsentPreferences,
} from '@store/shared/domain';
import type { CookieJar } from './cookieJar';

/** Cookie consent (section 4): load or save defaults, banner until chosen, accept / reject / custom. */
export class ConsentStore {
  preferences: ConsentPreferences = defaultConsent(false);
  /** The preferences modal's working copy. */
  draft: ConsentPreferences = defaultConsent(false);
  showBanner = false;
  showPreferences = false;
  cookieManagerShown = false;

  constructor(
    private readonly cookies: CookieJar,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<this, 'cookies' | 'now'>(this, { cookies: false, now: false }, { autoBind: true });
  }

  /** Loads from the stored cookie; with none, saves the defaults (readings 4). */
  load(cookieManagerShown: boolean): void {
    this.cookieManagerShown = cookieManagerShown;
    const loaded = loadConsent({
      storedCookie: this.cookies.get(CONSENT_COOKIE),
      preferenceUpdatedCookie: this.cookies.get(CONSENT_UPDATED_COOKIE),
      cookieManagerShown,
    });
    this.preferences = loaded.preferences;
    this.draft = loaded.preferences;
    this.showBanner = loaded.showBanner;
    if (loaded.saveDefaults) this.cookies.set(CONSENT_COOKIE, serialiseConsent(loaded.preferences), consentCookieExpiry(this.now()));
  }

  isGranted(category: ConsentCategory): boolean {
    return isConsentGranted(this.preferences, category);
  }

  acceptAll(): void {
    this.save(acceptAllConsent());
  }

  /** Only required categories stay on. */
  rejectAll(): void {
    this.save(rejectAllConsent());
  }

  /** Non-required categories are toggleable in the draft. */
  toggle(category: ConsentCategory): void {
    if (!isConsentToggleable(category)) return;
    this.draft = { ...this.draft, [category]: !this.draft[category] };
  }

  saveCustom(choice: Partial<Record<ConsentCategory, boolean>> = this.draft): void {
    this.save(customConsent(choice));
  }

  openPreferences(): void {
    this.draft = this.preferences;
    this.showPreferences = true;
  }

  closePreferences(): void {
    this.showPreferences = false;
  }

  private save(prefs: ConsentPreferences): void {
    const expires = consentCookieExpiry(this.now());
    this.preferences = prefs;
    this.draft = prefs;
    this.cookies.set(CONSENT_COOKIE, serialiseConsent(prefs), expires);
    this.cookies.set(CONSENT_UPDATED_COOKIE, String(this.now()), expires);
    this.showBanner = false;
    this.showPreferences = false;
  }
}

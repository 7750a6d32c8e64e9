import { makeAutoObservable } from 'mobx';
import { countryByCode, defaultLanguageOf, languageOf, type Country, type LanguageOption, languageFor } from '@store/shared/domain';
import type { MenuFeature, RuntimeConfig } from '../kernel/runtimeConfig';
import type { ShopLocale } from '@store/shared/api';
import { menuFeaturesFor } from '@store/shared/api';

/** The shop country and language of this page (section 3 "Shop country/language"). */
export class ShopStore {
  country: Country | undefined = undefined;
  /** A non-default language the user chose; cleared when the default is chosen (section 2). */
  switchedLanguage: string | undefined = undefined;

  constructor(private readonly config: Pick<RuntimeConfig, 'menuFeatures'>) {
    makeAutoObservable<this, 'config'>(this, { config: false }, { autoBind: true });
  }

  /** The language shown: the switched one when the country has it, else the country's default. */
  get language(): LanguageOption | undefined {
    return this.country ? languageFor(this.country, this.switchedLanguage) : undefined;
  }

  get rtl(): boolean {
    return this.language?.isRTL ?? false;
  }

  get countryCode(): string | undefined {
    return this.country?.code;
  }

  /** What API clients send: country and language codes ('' before a country is chosen). */
  get locale(): ShopLocale {
    return { countryCode: this.country?.code ?? '', languageCode: this.language?.code ?? 'en' };
  }

  get menuFeatures(): MenuFeature[] {
    return this.country ? menuFeaturesFor(this.config, this.country.code) : [];
  }

  isFeatureOn(feature: MenuFeature): boolean {
    return this.menuFeatures.includes(feature);
  }

  /**
   * Switches shop country (and language when given). Returns false for an unknown country, which
   * leaves the state unchanged.
   */
  setCountry(code: string, languageCode?: string): boolean {
    const country = countryByCode(code);
    if (!country) return false;
    this.country = country;
    if (languageCode !== undefined) this.setLanguage(languageCode);
    return true;
  }

  /** A non-default language marks the switched language; a default language clears it (section 2). */
  setLanguage(languageCode: string): boolean {
    if (!this.country) return false;
    const lang = languageOf(this.country, languageCode);
    if (!lang) return false;
    this.switchedLanguage = lang.code === defaultLanguageOf(this.country).code ? undefined : lang.code;
    return true;
  }

  /** Restores a stored switched language (it only applies where the country offers it). */
  restoreSwitchedLanguage(languageCode: string | undefined): void {
    this.switchedLanguage = languageCode || undefined;
  }
}

import { createContext, useContext, type ReactNode } from 'react';
import type { PartnerSignIn } from '../partner/partnerSignIn';
import type { PartnerSite } from '../partner/partnerSite';
import type { PurchaseGates } from '../partner/purchaseGatesConfig';
import type { AgeAnswers } from '../partner/ageGate';
import type { PreRegistration } from '@store/shared/domain';
import type { ShellUiStore } from './ShellUiStore';

export interface ShellServices {
  ui: ShellUiStore;
  /** Modals are not mounted in prerender (section 2). */
  prerender: boolean;
  signOut: () => Promise<void>;
  /** Saves the signed-in user's lang_code with the auth provider (section 4). */
  saveLangCode: (code: string) => Promise<void>;
  /** The partner's single sign-on (white-label storefronts with partnerSso in config.json), else undefined. */
  partner?: PartnerSignIn;
  /** The white-label store's purchase gates (config.json purchaseGates): the age-gated products. */
  gates?: PurchaseGates;
  /** The shopper's age-gate answers for this browser session (a cookie the server reads too). */
  ageAnswers?: AgeAnswers;
  /** A partner storefront's site configuration (config.json partnerSite): its switches and trust-rating link. */
  partnerSite?: PartnerSite;
  /** The game this storefront has in pre-registration (config.json preRegistration): countdown, player card, calendar. */
  preRegistration?: PreRegistration;
  /**
   * On the server only: the request's hint that the shopper is signed in (platform/signedInHint.ts). The server cannot
   * see the session, so the header draws the account buttons' place rather than "Sign in".
   */
  signedInExpected?: boolean;
}

const ShellContext = createContext<ShellServices | null>(null);

export function ShellProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ShellContext.Provider value={services}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell() needs a <ShellProvider>');
  return services;
}

/** The partner SDK's status codes (spec section 7): 2000 ok, 2002 login error. */
export const PartnerSdkStatus = { Ok: 2000, LoginError: 2002 } as const;

/** What the partner's player-info answers (any field may be missing: the store checks, section 5). */
export interface PartnerPlayerInfo {
  readonly id?: string | number;
  readonly name?: string;
  readonly status?: number;
  readonly country?: string;
  readonly accountRegion?: string;
  readonly accountRegionCode?: string;
}

/** window.PartnerSDK, as the partner's script defines it. */
export interface PartnerSdk {
  init(options: { applicationId: string; playerInfoEndpoint: string; redirectUrl: string }): { status: number; message?: string };
  login(options?: { locale?: string; silent?: boolean; redirectUrl?: string }): { status: number };
  exchangeCode(code: string): Promise<{ status: number; accessToken?: string; expiresIn?: number; message?: string }>;
  fetchPlayer(accessToken: string): Promise<{ status: number; player?: PartnerPlayerInfo; message?: string }>;
  logout(): Promise<{ status: number }>;
}

export class PartnerSdkUnavailable extends Error {
  constructor(readonly attempts: number) {
    super(`The partner SDK script did not load after ${attempts} attempts`);
    this.name = 'PartnerSdkUnavailable';
  }
}

/** Spec section 7: the SDK script is loaded with up to 3 attempts, 1 s apart. */
export const SDK_ATTEMPTS = 3;
export const SDK_RETRY_DELAY_MS = 1000;

export interface SdkLoaderDeps {
  /** Adds the script to the page; resolves when it ran, rejects when it failed to load. */
  inject: (src: string) => Promise<void>;
  /** The SDK the script defined, if any. */
  current: () => PartnerSdk | undefined;
  sleep?: (ms: number) => Promise<void>;
  attempts?: number;
  delayMs?: number;
}

/** Loads the partner SDK script: up to 3 attempts 1 s apart; throws PartnerSdkUnavailable after the last. */
export async function loadPartnerSdk(src: string, deps: SdkLoaderDeps): Promise<PartnerSdk> {
  const existing = deps.current();
  if (existing) return existing;
  const attempts = deps.attempts ?? SDK_ATTEMPTS;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      await deps.inject(src);
      const sdk = deps.current();
      if (sdk) return sdk;
    } catch {
      // Failed to load: try again after the delay (below), unless that was the last attempt.
    }
    if (attempt < attempts) await sleep(deps.delayMs ?? SDK_RETRY_DELAY_MS);
  }
  throw new PartnerSdkUnavailable(attempts);
}

/** The browser's script injection: a <script> element, removed again when it failed (so a retry adds a fresh one). */
export function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.partnerSdk = 'true';
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`failed to load ${src}`));
    };
    document.head.appendChild(script);
  });
}

/** window.PartnerSDK, read when called (never at module scope: the shell also renders without a window). */
export function currentPartnerSdk(): PartnerSdk | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as { PartnerSDK?: PartnerSdk }).PartnerSDK;
}

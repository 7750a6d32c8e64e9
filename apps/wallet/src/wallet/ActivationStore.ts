import { makeAutoObservable, runInAction } from 'mobx';
import { WalletSchema, type WalletClient, type WalletData } from '@store/shared/api';
import { WALLET_OTP_TIMEOUT_S, type Country } from '@store/shared/domain';
import { NO_ERROR, walletCreationError, walletUnreserveError, type ErrorState } from '@store/shared/errors';
import { isSwitchLimitReached, memorySwitchStorage, recordSwitch, type SwitchStorage } from './switchLimiter';

/** The API's answer to the first createWallet (no OTP yet): the code is on its way. Not a failure (section 8). */
export const WALLET_OTP_SENT = 10007;

export const ActivationStep = { Phone: 'phone', Code: 'code', Done: 'done' } as const;
export type ActivationStep = (typeof ActivationStep)[keyof typeof ActivationStep];

/** Who activates, where: the signed-in user and the shop country and language. */
export interface ActivationContext {
  readonly userId: string;
  readonly email?: string | undefined;
  readonly name?: string | undefined;
  readonly country: Country;
  readonly languageCode: string;
}

/** Why a phone number was refused before any code was sent (validate-phone did not answer 200 + 204). */
export const PHONE_REFUSED_KEY = 'activate.phoneRefused';
/** "Use another number" refused: 3 switches in a day (section 4 switch limiter). */
export const SWITCH_LIMIT_KEY = 'activate.switchLimit';

const errorState = (entry: { key: string; message: string }, code: number | string, raw?: unknown): ErrorState => ({
  display: true,
  key: entry.key,
  message: entry.message,
  code,
  ...(raw !== undefined ? { raw } : {}),
});

/**
 * Wallet activation by phone (sections 2, 4, 5, 8), the wallet remote's client state: the phone check
 * (passes only on 200 + 204), createWallet without a code (10007: the code was sent), then with the
 * 6-digit code. Success stores the wallet; any failure clears it and sets the error (400 otpInvalid,
 * anything else walletCreateFailed). "Use another number" unreserves the reserved wallet.
 */
export class ActivationStore {
  step: ActivationStep = ActivationStep.Phone;
  /** The local number the code was sent to. */
  phone = '';
  /** When the sent code stops working (ms since the epoch). */
  codeExpiresAt: number | undefined = undefined;
  busy = false;
  error: ErrorState = NO_ERROR;
  wallet: WalletData | undefined = undefined;

  constructor(
    private readonly client: WalletClient,
    private readonly context: () => ActivationContext | undefined,
    private readonly now: () => number = Date.now,
    private readonly switches: SwitchStorage = memorySwitchStorage(),
  ) {
    makeAutoObservable<this, 'client' | 'context' | 'now' | 'switches'>(this, { client: false, context: false, now: false, switches: false }, { autoBind: true });
  }

  private payload(ctx: ActivationContext, phone: string, verifyOtp: string) {
    return {
      userId: ctx.userId,
      countryCode: ctx.country.code,
      languageCode: ctx.languageCode,
      currencyCode: ctx.country.currency,
      ...(ctx.email ? { email: ctx.email } : {}),
      mobileNumber: phone,
      verifyOtp,
      ...(ctx.name ? { emailTemplateData: { name: ctx.name } } : {}),
    };
  }

  private fail(entry: { key: string; message: string }, code: number | string, raw?: unknown): void {
    this.wallet = undefined;
    this.error = errorState(entry, code, raw);
  }

  /** Step 1: checks the number, then asks the API to text a code to it (a resend skips the check). */
  async requestCode(phone: string, resend = false): Promise<boolean> {
    const ctx = this.context();
    if (!ctx || this.busy) return false;
    this.busy = true;
    this.error = NO_ERROR;
    try {
      if (!resend && !(await this.client.validatePhone(phone))) {
        runInAction(() => this.fail({ key: PHONE_REFUSED_KEY, message: 'This mobile number cannot be used for a wallet.' }, 'phone'));
        return false;
      }
      const res = await this.client.createWallet(this.payload(ctx, phone, ''));
      const sent = Number(res.resultCode) === WALLET_OTP_SENT;
      const active = res.ok ? WalletSchema.safeParse(res.data) : undefined;
      runInAction(() => {
        if (sent) {
          this.step = ActivationStep.Code;
          this.phone = phone;
          const seconds = Number((res.data as { otpExpiresIn?: unknown } | undefined)?.otpExpiresIn) || WALLET_OTP_TIMEOUT_S;
          this.codeExpiresAt = this.now() + seconds * 1000;
        } else if (active?.success) {
          // Already active (another tab finished it): nothing to confirm.
          this.wallet = active.data;
          this.step = ActivationStep.Done;
        } else {
          this.fail(walletCreationError(undefined), res.resultCode);
        }
      });
      return sent;
    } catch (e) {
      runInAction(() => this.fail(walletCreationError(undefined), 'exception', e));
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Step 2: the 6-digit code activates the wallet. */
  async confirm(otp: string): Promise<boolean> {
    const ctx = this.context();
    if (!ctx || this.busy || this.step !== ActivationStep.Code) return false;
    this.busy = true;
    this.error = NO_ERROR;
    try {
      const res = await this.client.createWallet(this.payload(ctx, this.phone, otp));
      const wallet = res.ok ? WalletSchema.safeParse(res.data) : undefined;
      runInAction(() => {
        if (wallet?.success) {
          this.wallet = wallet.data;
          this.step = ActivationStep.Done;
        } else {
          this.fail(walletCreationError(res.ok ? undefined : res.resultCode), res.resultCode);
        }
      });
      return wallet?.success === true;
    } catch (e) {
      runInAction(() => this.fail(walletCreationError(undefined), 'exception', e));
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /**
   * Back to the number (a wallet switch): the reserved wallet is released; a failure shows the creation
   * failure message. At most 3 switches a day (section 4).
   */
  async changeNumber(): Promise<boolean> {
    if (this.busy) return false;
    if (isSwitchLimitReached(this.switches.read(), this.now())) {
      this.error = errorState({ key: SWITCH_LIMIT_KEY, message: 'You have changed your number 3 times today. Please try again tomorrow.' }, 'switchLimit');
      return false;
    }
    this.busy = true;
    this.error = NO_ERROR;
    try {
      const res = await this.client.unreserveWallet();
      runInAction(() => {
        if (res.ok) {
          this.switches.write(recordSwitch(this.switches.read(), this.now()));
          this.step = ActivationStep.Phone;
          this.codeExpiresAt = undefined;
        } else this.error = errorState(walletUnreserveError(), res.resultCode);
      });
      return res.ok;
    } catch (e) {
      runInAction(() => {
        this.error = errorState(walletUnreserveError(), 'exception', e);
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Seconds left on the sent code (0 once expired). */
  secondsLeft(at: number = this.now()): number {
    return this.codeExpiresAt === undefined ? 0 : Math.max(0, Math.ceil((this.codeExpiresAt - at) / 1000));
  }

  dismissError(): void {
    this.error = NO_ERROR;
  }
}

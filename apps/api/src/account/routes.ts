import {
  CPF_LENGTH,
  MIN_AGE,
  SWITCH_LIMIT,
  SWITCH_LIMIT_WINDOW_MS,
  validateBirthDate,
  countryByCode,
  maskEmail,
  maskPhone,
  isSubscriptionRunning,
} from '@store/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLIENT_ID, CognitoError } from '../cognito';
import { getUser, hashCpf, isValidCpf, operations, recordCpf, softDeleteUser, updateUser } from '../cognito';
import { toMajor } from '../catalog/money';
import { ACCOUNT_UNAUTHENTICATED } from '../http/identity';
import { signedIn, whoOf } from '../plugins/signedIn';
import { OtpStore } from '../http/otp';
import { MINUTE } from '../http/rateLimit';
import { CommonHeadersSchema, headers } from '../http/validate';
import { sendToOutbox } from '../outbox';
import { AccountRepository, type SubscriptionRow } from './accountRepository';
import { DeleteBody, ForgotPasswordBody, InitDeleteBody, SubscriptionParams, UnsubscribeBody, UserAuthBody } from './schemas';

/** Account deletion codes live 10 minutes. */
const DELETE_CODE_TTL_S = 600;

/** Account / customer-service API, mounted at /account (section 7). A plugin reading the store's decorators; SQL in AccountRepository. */
export const accountPlugin: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.store;
  const { db, limiter } = ctx;
  const otps = new OtpStore(db, ctx.secret);
  const repo = new AccountRepository(db);

  const subscriptionView = (s: SubscriptionRow) => ({
    id: s.id,
    product: ctx.catalog.sku(s.sku_id)?.name ?? '',
    email: s.email,
    paymentMethod: repo.channelName(s.channel_id) ?? '',
    status: s.status,
    recurrenceDays: s.recurrence_days,
    recurringPrice: s.price_minor !== null && s.currency ? toMajor(s.price_minor, s.currency) : null,
    currency: s.currency,
    nextSchedule: isSubscriptionRunning(s.status) ? s.next_schedule : null,
    cancelledOn: s.cancelled_on,
    expiredOn: s.expired_on,
  });

  app.addHook('preValidation', async (req) => {
    headers(req, CommonHeadersSchema);
  });
  /** Signed-in routes answer 401 (SEC_01) before their body is looked at. */
  const account = signedIn(ACCOUNT_UNAUTHENTICATED);

  /** Looks the account up and sends a reset code (through the auth endpoint). 'Success' = code sent. */
  app.post('/user/forgot-password', { schema: { body: ForgotPasswordBody } }, async (req) => {
    const input = req.body;
    limiter.enforceClient(`forgot:${req.ip}`, 20, MINUTE);
    limiter.enforce(`forgot:${input.uid.toLowerCase()}`, 5, 15 * MINUTE);
    if (!ctx.captcha.verify(input.gRecaptchaToken, 'forgot_password')) return { resultCode: 'CAPTCHA_FAILED', resultMessage: 'CAPTCHA_FAILED', shopAccountId: null };
    let username = input.uid;
    if (input.uidType === 'phone_number' && !username.startsWith('+')) {
      const country = countryByCode(input.countryCode);
      username = `${country?.phoneCode ?? '+'}${username.replace(/^0+/, '')}`;
    }
    try {
      await operations.ForgotPassword?.({ db, captcha: ctx.captcha, publicUrl: ctx.config.publicUrl, ip: req.ip }, { ClientId: CLIENT_ID, Username: username });
    } catch (e) {
      const type = e instanceof CognitoError ? e.type : 'UnknownError';
      return { resultCode: type, resultMessage: type, shopAccountId: null };
    }
    // The same answer whether or not the account exists, and never its internal id.
    return { resultCode: 0, resultMessage: 'Success', shopAccountId: null };
  });

  app.get('/user/details', { preValidation: account }, async (req) => {
    const who = whoOf(req);
    const user = getUser(db, who.sub);
    const profile = repo.profile(who.sub);
    const cashback = repo.cashbackTotal(who.sub);
    const consent = user?.email ? repo.consent(`email:${user.email}`) : undefined;
    return {
      resultCode: 0,
      resultMessage: 'Success',
      data: {
        sub: who.sub,
        name: user?.name ?? who.name ?? null,
        email: user?.email ?? who.email ?? null,
        phone_number: user?.phone_number ?? who.phone_number ?? null,
        email_verified: user ? user.email_verified === 1 : false,
        phone_number_verified: user ? user.phone_number_verified === 1 : false,
        countryCode: user?.country_code ?? null,
        langCode: profile?.lang_code ?? user?.lang_code ?? null,
        birthDate: profile?.birth_date ?? user?.birth_date ?? null,
        hasCpf: !!profile?.cpf_hash,
        marketingConsent: consent ?? false,
        cashbackDetails: { amount: cashback.currency ? toMajor(cashback.minor, cashback.currency) : 0, currency: cashback.currency },
      },
    };
  });

  /** Registers the signed-in user's profile with the store (birth date, CPF in Brazil); resultCode 0 required. */
  app.post('/user/auth', { preValidation: account, schema: { body: UserAuthBody } }, async (req) => {
    const who = whoOf(req);
    const input = req.body;
    limiter.enforce(`user-auth:${who.sub}`, 20, MINUTE);
    if (input.gRecaptchaToken !== undefined && !ctx.captcha.verify(input.gRecaptchaToken, 'user_auth')) return { resultCode: 'CAPTCHA_FAILED', resultMessage: 'CAPTCHA_FAILED' };
    if (input.birthDate) {
      // One birth-date rule for the form and the API: the domain's.
      const checked = validateBirthDate(input.birthDate, new Date());
      if (!checked.ok && checked.error.key === 'validation.underage') return { resultCode: 'UNDER_AGE', resultMessage: `You must be ${MIN_AGE} or over.` };
      if (!checked.ok) return { resultCode: 'INVALID_BIRTH_DATE', resultMessage: checked.error.key === 'validation.implausibleAge' ? 'Implausible birth date.' : 'Invalid date.' };
    }
    const h = headers(req, CommonHeadersSchema);
    const user = getUser(db, who.sub);
    const isBrazil = (h['x-country-code'] ?? user?.country_code ?? '') === 'br';
    let cpfHash: string | undefined;
    if (input.cpfInfo) {
      const digits = input.cpfInfo.cpf.replace(/\D/g, '');
      if (digits.length !== CPF_LENGTH || !isValidCpf(digits)) return { resultCode: 'CPF_INVALID_DATA', resultMessage: 'CPF_INVALID_DATA' };
      cpfHash = hashCpf(digits);
      const holder = repo.cpfHolder(cpfHash);
      if (holder && holder !== who.sub) return { resultCode: 'CPF_ALREADY_USED', resultMessage: 'CPF_ALREADY_USED' };
      if (!holder) recordCpf(db, cpfHash, who.sub);
    } else if (isBrazil) {
      if (!repo.profile(who.sub)?.cpf_hash && !repo.hasSignUpCpf(who.sub)) return { resultCode: 'CPF_DETAILS_MISSING', resultMessage: 'CPF_DETAILS_MISSING' };
    }
    repo.saveProfile(who.sub, { langCode: input.langCode, birthDate: input.birthDate, cpfHash });
    // Profile completion (a social account has no birth date): the user pool's attribute too, so tokens carry it.
    if (input.birthDate && user && !user.birth_date) updateUser(db, who.sub, { birth_date: input.birthDate });
    return { resultCode: 0, resultMessage: 'Success' };
  });

  /** Starts account deletion: blocked while a subscription is active; sends a 6-digit code. */
  app.post('/user/init-delete', { preValidation: account, schema: { body: InitDeleteBody } }, async (req) => {
    const who = whoOf(req);
    limiter.enforce(`init-delete:${who.sub}`, SWITCH_LIMIT, SWITCH_LIMIT_WINDOW_MS);
    if (repo.hasActiveSubscription(who.sub)) return { resultCode: 'SUBSCRIPTION_ACTIVE', resultMessage: 'Cancel your active subscription before deleting your account.', data: null };
    const user = getUser(db, who.sub);
    const email = user?.email ?? who.email;
    const phone = user?.phone_number ?? who.phone_number;
    const recipient = email ?? phone;
    if (!recipient) return { resultCode: 'EMAIL_ATTRIBUTE_MISSING', resultMessage: 'No email or phone to send a code to.', data: null };
    const code = otps.issue('delete-account', who.sub, recipient, DELETE_CODE_TTL_S);
    sendToOutbox(db, {
      channel: email ? 'email' : 'sms',
      recipient,
      kind: 'account-delete-code',
      subject: 'Confirm account deletion',
      body: `Your code to delete your account is ${code}. If you did not ask for this, ignore this message.`,
      code,
    });
    return { resultCode: 0, resultMessage: 'Success', data: { destination: email ? maskEmail(email) : maskPhone(recipient), expiresIn: DELETE_CODE_TTL_S } };
  });

  /** Confirms deletion with the code: the account is deleted (soft), sessions end, the wallet is closed. */
  app.post('/user/delete', { preValidation: account, schema: { body: DeleteBody } }, async (req) => {
    const who = whoOf(req);
    const input = req.body;
    limiter.enforce(`delete:${who.sub}`, 10, 15 * MINUTE);
    const check = otps.verify('delete-account', who.sub, input.code);
    if (check === 'locked') return { resultCode: 'LimitExceededException', resultMessage: 'Too many failed attempts: retry in 3 hours.' };
    if (check === 'expired' || check === 'missing') return { resultCode: 'ExpiredCodeException', resultMessage: 'The code has expired.' };
    if (check === 'mismatch') return { resultCode: 'CodeMismatchException', resultMessage: 'The code is not valid.' };
    if (repo.hasActiveSubscription(who.sub)) return { resultCode: 'SUBSCRIPTION_ACTIVE', resultMessage: 'Cancel your active subscription before deleting your account.' };
    const user = getUser(db, who.sub);
    repo.closeAccount(who.sub, () => {
      if (user) softDeleteUser(db, user);
    });
    return { resultCode: 0, resultMessage: 'DELETE_ACCOUNT_SUCCESS' };
  });

  app.get('/user/subscriptions', { preValidation: account }, async (req) => {
    const who = whoOf(req);
    return { resultCode: 0, resultMessage: 'Success', data: repo.subscriptionsOf(who.sub).map(subscriptionView) };
  });

  app.post('/user/subscriptions/:id/cancel', { preValidation: account, schema: { params: SubscriptionParams } }, async (req) => {
    const who = whoOf(req);
    const { id } = req.params;
    const s = repo.subscription(id);
    if (!s || s.user_sub !== who.sub) return { resultCode: 7, resultMessage: 'Subscription not found.', data: null };
    repo.cancelSubscription(s.id);
    return { resultCode: 0, resultMessage: 'Success', data: subscriptionView(repo.subscription(id) as SubscriptionRow) };
  });

  /** Unsubscribe from an emailed link, without signing in (readings 8). */
  app.post('/unsubscribe', { schema: { body: UnsubscribeBody } }, async (req) => {
    limiter.enforce(`unsubscribe:${req.ip}`, 30, MINUTE);
    const s = repo.subscriptionByToken(req.body.token);
    if (!s) return { resultCode: 8, resultMessage: 'This unsubscribe link is not valid.', data: null };
    repo.cancelSubscription(s.id);
    return { resultCode: 0, resultMessage: 'Success', data: subscriptionView(repo.subscription(s.id) as SubscriptionRow) };
  });
};

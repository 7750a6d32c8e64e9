import type { FastifyInstance } from 'fastify';
import { CPF_LENGTH, MAX_AGE, MIN_AGE, SWITCH_LIMIT, SWITCH_LIMIT_WINDOW_MS } from '@store/shared/domain/constants';
import { countryByCode } from '@store/shared/domain/countries';
import { maskEmail, maskPhone } from '@store/shared/domain/masking';
import { SubscriptionStatus } from '@store/shared/domain/statuses';
import { z } from 'zod';
import { CLIENT_ID, CognitoError } from '../cognito';
import { ageOn, getUser, hashCpf, isValidCpf, operations, recordCpf, softDeleteUser } from '../cognito';
import { toMajor } from '../catalog/money';
import type { StoreContext } from '../context';
import { ACCOUNT_UNAUTHENTICATED, requireUser } from '../http/identity';
import { nowIso } from '../http/ids';
import { OtpStore } from '../http/otp';
import { MINUTE } from '../http/rateLimit';
import { CommonHeadersSchema, CountryCodeSchema, body, headers, params } from '../http/validate';
import { sendToOutbox } from '../outbox';

/** Account deletion codes live 10 minutes. */
const DELETE_CODE_TTL_S = 600;

interface SubscriptionRow {
  id: string;
  user_sub: string | null;
  email: string | null;
  order_id: string;
  sku_id: number;
  channel_id: number;
  status: number;
  recurrence_days: number;
  next_schedule: string;
  cancelled_on: string | null;
  expired_on: string | null;
  created_at: string;
}

/** Account / customer-service API, mounted at /account (section 7). */
export function accountRoutes(ctx: StoreContext) {
  const { db, limiter } = ctx;
  const otps = new OtpStore(db, ctx.secret);

  const subscriptionView = (s: SubscriptionRow) => {
    const sku = ctx.catalog.sku(s.sku_id);
    const channel = db.prepare('SELECT name FROM payment_channels WHERE id = ? LIMIT 1').get(s.channel_id) as { name: string } | undefined;
    return {
      id: s.id,
      product: sku?.name ?? '',
      email: s.email,
      paymentMethod: channel?.name ?? '',
      status: s.status,
      recurrenceDays: s.recurrence_days,
      nextSchedule: s.status === SubscriptionStatus.Active ? s.next_schedule : null,
      cancelledOn: s.cancelled_on,
      expiredOn: s.expired_on,
    };
  };

  const cancelSubscription = (s: SubscriptionRow): void => {
    if (s.status !== SubscriptionStatus.Active) return;
    // Cancel leaves it active until the paid period ends (section 4).
    db.prepare('UPDATE subscriptions SET status = ?, cancelled_on = ?, expired_on = next_schedule WHERE id = ?').run(SubscriptionStatus.Cancelled, nowIso(), s.id);
  };

  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', async (req) => {
      headers(req, CommonHeadersSchema);
    });

    /** Looks the account up and sends a reset code (through the auth endpoint). 'Success' = code sent. */
    app.post('/user/forgot-password', async (req) => {
      const input = body(
        req,
        z
          .object({
            uid: z.string().trim().min(3).max(254),
            uidType: z.enum(['phone_number', 'email']),
            countryCode: CountryCodeSchema,
            languageCode: z.string().regex(/^[a-zA-Z]{2}$/).optional(),
            gRecaptchaToken: z.string().min(1).max(4096),
          })
          .strict(),
      );
      limiter.enforce(`forgot:${req.ip}`, 20, MINUTE);
      limiter.enforce(`forgot:${input.uid.toLowerCase()}`, 5, 15 * MINUTE);
      let username = input.uid;
      if (input.uidType === 'phone_number' && !username.startsWith('+')) {
        const country = countryByCode(input.countryCode);
        username = `${country?.phoneCode ?? '+'}${username.replace(/^0+/, '')}`;
      }
      try {
        await operations.ForgotPassword?.({ db, publicUrl: ctx.config.publicUrl }, { ClientId: CLIENT_ID, Username: username });
      } catch (e) {
        const type = e instanceof CognitoError ? e.type : 'UnknownError';
        return { resultCode: type, resultMessage: type, shopAccountId: null };
      }
      const user = db
        .prepare(`SELECT sub FROM users WHERE (username = ? OR ${input.uidType} = ?) AND status != 'DELETED' LIMIT 1`)
        .get(username.toLowerCase(), username.toLowerCase()) as { sub: string } | undefined;
      return { resultCode: 0, resultMessage: 'Success', shopAccountId: user?.sub ?? null };
    });

    app.get('/user/details', async (req) => {
      const who = await requireUser(db, req, ACCOUNT_UNAUTHENTICATED);
      const user = getUser(db, who.sub);
      const profile = db.prepare('SELECT * FROM user_profiles WHERE sub = ?').get(who.sub) as
        | { lang_code: string | null; birth_date: string | null; cpf_hash: string | null }
        | undefined;
      const cashback = db.prepare('SELECT COALESCE(SUM(amount_minor), 0) AS s, MAX(currency) AS c FROM cashback_entries WHERE user_sub = ?').get(who.sub) as { s: number; c: string | null };
      const consent = user?.email
        ? (db.prepare('SELECT consent FROM marketing_consents WHERE contact = ?').get(`email:${user.email}`) as { consent: number } | undefined)
        : undefined;
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
          marketingConsent: consent ? consent.consent === 1 : false,
          cashbackDetails: { amount: cashback.c ? toMajor(cashback.s, cashback.c) : 0, currency: cashback.c },
        },
      };
    });

    /** Registers the signed-in user's profile with the store (birth date, CPF in Brazil); resultCode 0 required. */
    app.post('/user/auth', async (req) => {
      const who = await requireUser(db, req, ACCOUNT_UNAUTHENTICATED);
      const input = body(
        req,
        z
          .object({
            langCode: z.string().regex(/^[a-zA-Z]{2}(-[a-zA-Z]{2})?$/).optional(),
            birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
            cpfInfo: z
              .object({ cpf: z.string().max(20), firstName: z.string().max(60).optional(), lastName: z.string().max(60).optional() })
              .strict()
              .nullable()
              .optional(),
            gRecaptchaToken: z.string().max(4096).optional(),
          })
          .strict(),
      );
      limiter.enforce(`user-auth:${who.sub}`, 20, MINUTE);
      if (input.birthDate) {
        if (Number.isNaN(Date.parse(input.birthDate))) return { resultCode: 'INVALID_BIRTH_DATE', resultMessage: 'Invalid date.' };
        const age = ageOn(input.birthDate);
        if (age > MAX_AGE || age < 0) return { resultCode: 'INVALID_BIRTH_DATE', resultMessage: 'Implausible birth date.' };
        if (age < MIN_AGE) return { resultCode: 'UNDER_AGE', resultMessage: `You must be ${MIN_AGE} or over.` };
      }
      const h = headers(req, CommonHeadersSchema);
      const user = getUser(db, who.sub);
      const isBrazil = (h['x-country-code'] ?? user?.country_code ?? '') === 'br';
      let cpfHash: string | undefined;
      if (input.cpfInfo) {
        const digits = input.cpfInfo.cpf.replace(/\D/g, '');
        if (digits.length !== CPF_LENGTH || !isValidCpf(digits)) return { resultCode: 'CPF_INVALID_DATA', resultMessage: 'CPF_INVALID_DATA' };
        cpfHash = hashCpf(digits);
        const holder = db.prepare('SELECT sub FROM cognito_cpf WHERE cpf_hash = ?').get(cpfHash) as { sub: string } | undefined;
        if (holder && holder.sub !== who.sub) return { resultCode: 'CPF_ALREADY_USED', resultMessage: 'CPF_ALREADY_USED' };
        if (!holder) recordCpf(db, cpfHash, who.sub);
      } else if (isBrazil) {
        const existing = db.prepare('SELECT cpf_hash FROM user_profiles WHERE sub = ?').get(who.sub) as { cpf_hash: string | null } | undefined;
        const signUpCpf = db.prepare('SELECT 1 FROM cognito_cpf WHERE sub = ?').get(who.sub);
        if (!existing?.cpf_hash && !signUpCpf) return { resultCode: 'CPF_DETAILS_MISSING', resultMessage: 'CPF_DETAILS_MISSING' };
      }
      db.prepare(
        `INSERT INTO user_profiles (sub, lang_code, birth_date, cpf_hash, authorized_at, updated_at) VALUES (@sub, @lang, @birth, @cpf, @now, @now)
         ON CONFLICT (sub) DO UPDATE SET lang_code = COALESCE(@lang, lang_code), birth_date = COALESCE(@birth, birth_date),
           cpf_hash = COALESCE(@cpf, cpf_hash), authorized_at = @now, updated_at = @now`,
      ).run({ sub: who.sub, lang: input.langCode ?? null, birth: input.birthDate ?? null, cpf: cpfHash ?? null, now: nowIso() });
      return { resultCode: 0, resultMessage: 'Success' };
    });

    /** Starts account deletion: blocked while a subscription is active; sends a 6-digit code. */
    app.post('/user/init-delete', async (req) => {
      const who = await requireUser(db, req, ACCOUNT_UNAUTHENTICATED);
      body(req, z.object({ languageCode: z.string().regex(/^[a-zA-Z]{2}$/).optional() }).strict());
      limiter.enforce(`init-delete:${who.sub}`, SWITCH_LIMIT, SWITCH_LIMIT_WINDOW_MS);
      const active = db.prepare('SELECT 1 FROM subscriptions WHERE user_sub = ? AND status = ?').get(who.sub, SubscriptionStatus.Active);
      if (active) return { resultCode: 'SUBSCRIPTION_ACTIVE', resultMessage: 'Cancel your active subscription before deleting your account.', data: null };
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
    app.post('/user/delete', async (req) => {
      const who = await requireUser(db, req, ACCOUNT_UNAUTHENTICATED);
      const input = body(req, z.object({ code: z.string().regex(/^[0-9]{6}$/) }).strict());
      limiter.enforce(`delete:${who.sub}`, 10, 15 * MINUTE);
      const check = otps.verify('delete-account', who.sub, input.code);
      if (check === 'locked') return { resultCode: 'LimitExceededException', resultMessage: 'Too many failed attempts: retry in 3 hours.' };
      if (check === 'expired' || check === 'missing') return { resultCode: 'ExpiredCodeException', resultMessage: 'The code has expired.' };
      if (check === 'mismatch') return { resultCode: 'CodeMismatchException', resultMessage: 'The code is not valid.' };
      const active = db.prepare('SELECT 1 FROM subscriptions WHERE user_sub = ? AND status = ?').get(who.sub, SubscriptionStatus.Active);
      if (active) return { resultCode: 'SUBSCRIPTION_ACTIVE', resultMessage: 'Cancel your active subscription before deleting your account.' };
      const user = getUser(db, who.sub);
      db.transaction(() => {
        if (user) softDeleteUser(db, user);
        db.prepare('UPDATE wallets SET status = 0, updated_at = ? WHERE user_sub = ?').run(nowIso(), who.sub);
        db.prepare('DELETE FROM user_profiles WHERE sub = ?').run(who.sub);
      })();
      return { resultCode: 0, resultMessage: 'DELETE_ACCOUNT_SUCCESS' };
    });

    app.get('/user/subscriptions', async (req) => {
      const who = await requireUser(db, req, ACCOUNT_UNAUTHENTICATED);
      const rows = db.prepare('SELECT * FROM subscriptions WHERE user_sub = ? ORDER BY created_at DESC').all(who.sub) as SubscriptionRow[];
      return { resultCode: 0, resultMessage: 'Success', data: rows.map(subscriptionView) };
    });

    app.post('/user/subscriptions/:id/cancel', async (req) => {
      const who = await requireUser(db, req, ACCOUNT_UNAUTHENTICATED);
      const { id } = params(req, z.object({ id: z.string().regex(/^SUB-[0-9A-F]{24}$/) }).strict());
      const s = db.prepare('SELECT * FROM subscriptions WHERE id = ? AND user_sub = ?').get(id, who.sub) as SubscriptionRow | undefined;
      if (!s) return { resultCode: 7, resultMessage: 'Subscription not found.', data: null };
      cancelSubscription(s);
      return { resultCode: 0, resultMessage: 'Success', data: subscriptionView(db.prepare('SELECT * FROM subscriptions WHERE id = ?').get(id) as SubscriptionRow) };
    });

    /** Unsubscribe from an emailed link, without signing in (readings 8). */
    app.post('/unsubscribe', async (req) => {
      const input = body(req, z.object({ token: z.string().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/) }).strict());
      limiter.enforce(`unsubscribe:${req.ip}`, 30, MINUTE);
      const s = db.prepare('SELECT * FROM subscriptions WHERE unsubscribe_token = ?').get(input.token) as SubscriptionRow | undefined;
      if (!s) return { resultCode: 8, resultMessage: 'This unsubscribe link is not valid.', data: null };
      cancelSubscription(s);
      return { resultCode: 0, resultMessage: 'Success', data: subscriptionView(db.prepare('SELECT * FROM subscriptions WHERE id = ?').get(s.id) as SubscriptionRow) };
    });
  };
}

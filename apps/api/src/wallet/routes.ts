import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TRANSACTION_HISTORY_FILTER_DAYS,
  TRANSACTION_HISTORY_PAGE_SIZE,
  countryByCode,
  giftCodeSchema,
  internationalMobileNumber,
  isValidMobileNumber,
  normaliseMobileNumber,
  PHONE_CHECK_OK_RESULT_CODE,
  WalletStatus,
} from '@store/shared/domain';
import { z } from 'zod';
import { issueCsrfToken, requireCsrf } from '../http/csrf';
import { MINUTE } from '../http/rateLimit';
import { CommonHeadersSchema, CountryCodeSchema, headers } from '../http/validate';
import { signedIn, whoOf } from '../plugins/signedIn';
import { transactionHistory } from './history';
import { walletLivePlugin } from './live';
import { CreateWalletSchema, InitTopupSchema } from './wallet';

const Empty = z.object({}).strict();
/* Request schemas, built once. */
const ValidatePhoneBody = z.object({ phoneNumber: z.string().trim().min(1).max(20), countryCode: CountryCodeSchema.optional() }).strict();
const RedeemGiftCodeBody = z.object({ giftCode: giftCodeSchema }).strict();
const WalletTxnParams = z.object({ id: z.string().min(1).max(64).regex(/^[A-Z0-9-]+$/) }).strict();
const CountryParams = z.object({ countryCode: CountryCodeSchema }).strict();
const WalletTxnsQuery = z
  .object({
    offset: z.coerce.number().int().min(0).max(100000).default(0),
    limit: z.coerce.number().int().min(1).max(200).default(10),
  })
  .strict();
const PaymentChannelsQuery = z.object({ countryCode: CountryCodeSchema.optional() }).strict();
const TransactionsQuery = z
  .object({
    days: z.coerce.number().int().refine((d) => (TRANSACTION_HISTORY_FILTER_DAYS as readonly number[]).includes(d), 'one of 7, 30, 90').default(30),
    offset: z.coerce.number().int().min(0).max(100000).default(0),
    limit: z.coerce.number().int().min(1).max(TRANSACTION_HISTORY_PAGE_SIZE).default(TRANSACTION_HISTORY_PAGE_SIZE),
  })
  .strict();

/** Wallet API, mounted at /wallet (section 7). Every answer is { resultCode, resultMessage, data }. */
export const walletPlugin: FastifyPluginAsyncZod = async (app) => {
  const { store: ctx, wallets, orders } = app;
  const { db, limiter } = ctx;
  const ip = (req: FastifyRequest) => req.ip;

  app.addHook('preValidation', async (req) => {
    headers(req, CommonHeadersSchema);
  });
  /** Signed-in routes answer 401 before their input is looked at. */
  const user = signedIn();

  /** GET /wallet/live: the balance pushed over a websocket (decision wallet-live-balance). */
  await app.register(walletLivePlugin, { pingMs: ctx.config.walletLivePingMs });

  /** Phone check (no sign-in): 204 = valid for the country and not used by a wallet; 400 invalid; 409 in use. */
  app.post('/validate-phone', { schema: { body: ValidatePhoneBody } }, async (req) => {
    const input = req.body;
    const h = headers(req, CommonHeadersSchema);
    limiter.enforce(`validate-phone:${ip(req)}`, 30, MINUTE);
    const country = countryByCode(input.countryCode ?? h['x-country-code'] ?? '');
    if (!country) return { resultCode: 400, resultMessage: 'Unknown country (send X-COUNTRY-CODE).', data: null };
    const raw = input.phoneNumber.replace(/^\+/, '');
    const local = normaliseMobileNumber(raw.startsWith(country.phoneCode.slice(1)) && input.phoneNumber.startsWith('+') ? raw.slice(country.phoneCode.length - 1) : raw);
    if (!local || !isValidMobileNumber(local, country)) return { resultCode: 400, resultMessage: 'PHONE_INVALID', data: null };
    const msisdn = internationalMobileNumber(country, local);
    // A reserved wallet (activation under way) does not hold its number yet: its owner can ask for the code
    // again after a reload; createWallet still refuses a number another user is activating.
    const used = db.prepare('SELECT 1 FROM wallets WHERE mobile_number = ? AND status <> ?').get(msisdn, WalletStatus.Reserved);
    if (used) return { resultCode: 409, resultMessage: 'Phone_Number_Exists', data: null };
    return { resultCode: PHONE_CHECK_OK_RESULT_CODE, resultMessage: 'Valid', data: { phoneNumber: msisdn } };
  });

  app.get('/user/wallet', { preValidation: user }, async (req) => {
    const who = whoOf(req);
    const w = wallets.get(who.sub);
    return { resultCode: 0, resultMessage: 'Success', data: w ? wallets.view(w) : null };
  });

  app.get('/generateCsrfToken', { preValidation: user }, async (req) => {
    const who = whoOf(req);
    const t = issueCsrfToken(ctx.secret, who.sub);
    return { resultCode: 0, resultMessage: 'Success', data: { csrfToken: t.token, expiry: t.expiresIn } };
  });

  app.post('/initTopup', { preValidation: user, schema: { body: InitTopupSchema } }, async (req) => {
    const who = whoOf(req);
    const input = req.body;
    requireCsrf(req, ctx.secret, who.sub);
    return wallets.initTopup(who, input);
  });

  app.post('/redeemGiftCode', { preValidation: user, schema: { body: RedeemGiftCodeBody } }, async (req) => {
    const who = whoOf(req);
    const input = req.body;
    requireCsrf(req, ctx.secret, who.sub);
    limiter.enforce(`redeem:${who.sub}`, 20, MINUTE);
    return wallets.redeemGiftCode(who, input.giftCode);
  });

  app.get('/wallet-txn/:id', { preValidation: user, schema: { params: WalletTxnParams } }, async (req) => {
    const who = whoOf(req);
    const { id } = req.params;
    const t = wallets.txn(id);
    if (!t || t.user_sub !== who.sub) return { resultCode: 302, resultMessage: 'Transaction not found.', data: null };
    return { resultCode: 0, resultMessage: 'Success', data: wallets.txnView(t) };
  });

  /** The wallet's own movements (top-ups, gift codes, purchases paid with it), newest first: the wallet home's history. */
  app.get('/user/wallet-transactions', { preValidation: user, schema: { querystring: WalletTxnsQuery } }, async (req) => {
    const who = whoOf(req);
    const { offset, limit } = req.query;
    return { resultCode: 0, resultMessage: 'Success', data: wallets.txnsOf(who.sub, offset, limit) };
  });

  /** Country settings (no sign-in). */
  app.get('/country/:countryCode', { schema: { params: CountryParams } }, async (req) => {
    const { countryCode } = req.params;
    const s = wallets.settings(countryCode);
    if (!s) return { resultCode: 404, resultMessage: 'Codacash is not offered in this country.', data: null };
    return { resultCode: 0, resultMessage: 'Success', data: wallets.settingsView(s) };
  });

  /** Payment channels of a country, sorted by sortOrder then id. */
  app.get('/paymentChannels', { schema: { querystring: PaymentChannelsQuery } }, async (req) => {
    const q = req.query;
    const h = headers(req, CommonHeadersSchema);
    const cc = q.countryCode ?? h['x-country-code'];
    if (!cc || !countryByCode(cc)) return { resultCode: 400, resultMessage: 'Unknown country (send X-COUNTRY-CODE).', data: [] };
    const data = ctx.catalog.channels(cc).map((c) => ({ ...ctx.catalog.channelView(c, undefined), isCodacash: c.kind === 'codacash' }));
    return { resultCode: 0, resultMessage: 'Success', data };
  });

  app.post('/createWallet', { preValidation: user, schema: { body: CreateWalletSchema } }, async (req) => {
    const who = whoOf(req);
    // Sends and checks the activation OTP: limited per client address too (OTP checks, issue 10).
    limiter.enforceClient(`create-wallet-ip:${ip(req)}`, 20, MINUTE);
    return wallets.create(who, req.body);
  });

  app.post('/unreserveWallet', { preValidation: user, schema: { body: Empty } }, async (req) => {
    const who = whoOf(req);
    return wallets.unreserve(who);
  });

  /** Transaction history (not shown in the spec): 7/30/90-day filter, 9 per page, newest first. */
  app.get('/user/transactions', { preValidation: user, schema: { querystring: TransactionsQuery } }, async (req) => {
    const who = whoOf(req);
    const q = req.query;
    return { resultCode: 0, resultMessage: 'Success', data: transactionHistory(ctx, orders, who.sub, q.days, q.offset, q.limit) };
  });
};

import { SubscriptionStatus } from '@store/shared/domain';
import type { Db } from '../db/database';
import { nowIso } from '../http/ids';
import { linkDueSubscriptions } from '../orders/subscriptions';

export interface SubscriptionRow {
  id: string;
  user_sub: string | null;
  email: string | null;
  order_id: string;
  sku_id: number;
  channel_id: number;
  status: number;
  recurrence_days: number;
  next_schedule: string;
  price_minor: number | null;
  currency: string | null;
  cancelled_on: string | null;
  expired_on: string | null;
  created_at: string;
}

export interface ProfileRow {
  lang_code: string | null;
  birth_date: string | null;
  cpf_hash: string | null;
}

/** The Account API's SQL, prepared once: profiles, CPF holders, cashback totals, subscriptions, account closing. */
export class AccountRepository {
  private readonly stmts;

  constructor(private readonly db: Db) {
    this.stmts = {
      channelName: db.prepare('SELECT name FROM payment_channels WHERE id = ? LIMIT 1'),
      cancel: db.prepare('UPDATE subscriptions SET status = ?, cancelled_on = ?, expired_on = next_schedule WHERE id = ? AND status = ?'),
      profile: db.prepare('SELECT lang_code, birth_date, cpf_hash FROM user_profiles WHERE sub = ?'),
      // What can still be spent: active entries (section 4), what is left of them.
      cashback: db.prepare(
        "SELECT COALESCE(SUM(remaining_minor), 0) AS s, MAX(currency) AS c FROM cashback_entries WHERE user_sub = ? AND remaining_minor > 0 AND expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
      ),
      consent: db.prepare('SELECT consent FROM marketing_consents WHERE contact = ?'),
      cpfHolder: db.prepare('SELECT sub FROM cognito_cpf WHERE cpf_hash = ?'),
      signUpCpf: db.prepare('SELECT 1 FROM cognito_cpf WHERE sub = ?'),
      upsertProfile: db.prepare(
        `INSERT INTO user_profiles (sub, lang_code, birth_date, cpf_hash, authorized_at, updated_at) VALUES (@sub, @lang, @birth, @cpf, @now, @now)
         ON CONFLICT (sub) DO UPDATE SET lang_code = COALESCE(@lang, lang_code), birth_date = COALESCE(@birth, birth_date),
           cpf_hash = COALESCE(@cpf, cpf_hash), authorized_at = @now, updated_at = @now`,
      ),
      activeSubscription: db.prepare(
        `SELECT 1 FROM subscriptions WHERE user_sub = ? AND status IN (${[SubscriptionStatus.Initializing, SubscriptionStatus.WaitingForAction, SubscriptionStatus.Active, SubscriptionStatus.Authorized].join(', ')})`,
      ),
      closeWallet: db.prepare('UPDATE wallets SET status = 0, updated_at = ? WHERE user_sub = ?'),
      deleteProfile: db.prepare('DELETE FROM user_profiles WHERE sub = ?'),
      subscriptionsOf: db.prepare('SELECT * FROM subscriptions WHERE user_sub = ? ORDER BY created_at DESC'),
      subscription: db.prepare('SELECT * FROM subscriptions WHERE id = ?'),
      subscriptionByToken: db.prepare('SELECT * FROM subscriptions WHERE unsubscribe_token = ?'),
    };
  }

  channelName(channelId: number): string | undefined {
    return (this.stmts.channelName.get(channelId) as { name: string } | undefined)?.name;
  }

  /** Cancel leaves it active until the paid period ends (section 4); only an active one changes. */
  cancelSubscription(id: string): void {
    this.stmts.cancel.run(SubscriptionStatus.Cancelled, nowIso(), id, SubscriptionStatus.Active);
  }

  profile(sub: string): ProfileRow | undefined {
    return this.stmts.profile.get(sub) as ProfileRow | undefined;
  }

  cashbackTotal(sub: string): { minor: number; currency: string | null } {
    const row = this.stmts.cashback.get(sub) as { s: number; c: string | null };
    return { minor: row.s, currency: row.c };
  }

  /** The marketing consent of a contact ('email:<address>'), if one was recorded. */
  consent(contact: string): boolean | undefined {
    const row = this.stmts.consent.get(contact) as { consent: number } | undefined;
    return row ? row.consent === 1 : undefined;
  }

  cpfHolder(cpfHash: string): string | undefined {
    return (this.stmts.cpfHolder.get(cpfHash) as { sub: string } | undefined)?.sub;
  }

  hasSignUpCpf(sub: string): boolean {
    return this.stmts.signUpCpf.get(sub) !== undefined;
  }

  saveProfile(sub: string, profile: { langCode?: string; birthDate?: string; cpfHash?: string }): void {
    this.stmts.upsertProfile.run({ sub, lang: profile.langCode ?? null, birth: profile.birthDate ?? null, cpf: profile.cpfHash ?? null, now: nowIso() });
  }

  hasActiveSubscription(sub: string): boolean {
    return this.stmts.activeSubscription.get(sub) !== undefined;
  }

  /** Closes what the store keeps besides the user pool, in one transaction with `deleteUser`. */
  closeAccount(sub: string, deleteUser: () => void): void {
    this.db.transaction(() => {
      deleteUser();
      this.stmts.closeWallet.run(nowIso(), sub);
      this.stmts.deleteProfile.run(sub);
    })();
  }

  subscriptionsOf(sub: string): SubscriptionRow[] {
    linkDueSubscriptions(this.db);
    return this.stmts.subscriptionsOf.all(sub) as SubscriptionRow[];
  }

  subscription(id: string): SubscriptionRow | undefined {
    return this.stmts.subscription.get(id) as SubscriptionRow | undefined;
  }

  subscriptionByToken(token: string): SubscriptionRow | undefined {
    return this.stmts.subscriptionByToken.get(token) as SubscriptionRow | undefined;
  }
}

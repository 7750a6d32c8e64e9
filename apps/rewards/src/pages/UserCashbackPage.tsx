import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { ProblemWithRetry, buttonClassName, Skeleton } from '@store/shared/ui';
import { RewardEntryStatus, RewardSponsor, rewardExpiryLevel } from '@store/shared/domain';
import { useRewardsSummary, useRewardsUser, type RewardEntry, type RewardsSummary } from '../api/rewardsApi';
import { BuyAgain } from '../components/BuyAgain';
import { KeepCashbackActions } from '../components/KeepCashbackActions';
import { CrossBorderSavingsBox } from '../components/CrossBorderSavingsBox';
import { FreebieCard } from '../components/FreebieCard';
import { LoyaltyPromo } from '../components/LoyaltyPromo';
import { PointsInfoCard } from '../components/PointsInfoCard';
import { RewardsFrame } from '../components/RewardsFrame';
import { useRewardsPlace, type RewardsPlace } from '../components/useRewardsPlace';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';

export type UserCashbackPageProps = Record<string, never>;

const STATUS_KEY: Record<number, string> = {
  [RewardEntryStatus.Active]: 'status.active',
  [RewardEntryStatus.Expired]: 'status.expired',
  [RewardEntryStatus.Consumed]: 'status.consumed',
};
const SPONSOR_KEY: Record<number, string> = {
  [RewardSponsor.Publisher]: 'sponsor.partner',
  [RewardSponsor.PaymentChannel]: 'sponsor.paymentMethod',
  [RewardSponsor.Provider]: 'sponsor.provider',
};

type T = (key: string, options?: Record<string, unknown>) => string;

function ExpiryNotice({ summary, place, t }: { summary: RewardsSummary; place: RewardsPlace; t: T }) {
  const next = summary.nextExpiry;
  if (!next) return null;
  const level = rewardExpiryLevel(next.date, Date.parse(summary.now));
  const text = t(`expiry.${level}`, { amount: place.money(next.amount), date: place.date(next.date) });
  return (
    <p className={`ui-card rewards-card rewards-card--${level === 'none' ? 'notice' : level}`} role={level === 'alert' ? 'alert' : undefined} data-testid="rewards-expiry-notice">
      {text}
    </p>
  );
}

function EntryItem({ entry, place, t }: { entry: RewardEntry; place: RewardsPlace; t: T }) {
  const foreign = place.country && entry.currency !== place.country.currency;
  const amount = foreign ? `${entry.currency} ${entry.amount}` : place.money(entry.amount);
  const left = foreign ? `${entry.currency} ${entry.remaining}` : place.money(entry.remaining);
  return (
    <li data-reward-entry={entry.orderId} data-status={entry.status}>
      <span className="rewards-entries__what">
        {t(SPONSOR_KEY[entry.sponsor] ?? 'sponsor.provider')}
        <span className={`rewards-status rewards-status--${entry.status}`}>{t(STATUS_KEY[entry.status] ?? 'status.active')}</span>
        <span className="rewards-entries__when">{t('entry.received', { date: place.date(entry.receivedAt) })}</span>
        <span className="rewards-entries__when" data-testid="reward-expires">
          {t(entry.status === RewardEntryStatus.Expired ? 'entry.expired' : 'entry.expires', { date: place.date(entry.expiresAt) })}
        </span>
        <span className="rewards-entries__when">
          {t('entry.order', { orderId: '' })}
          <bdi>{entry.orderId}</bdi>
        </span>
      </span>
      <span className="rewards-entries__amount">
        <span data-testid="reward-amount">{amount}</span>
        {entry.status === RewardEntryStatus.Active && entry.remaining !== entry.amount ? (
          <span className="rewards-entries__when">{t('entry.left', { amount: left })}</span>
        ) : null}
      </span>
    </li>
  );
}

/**
 * A guest known by the cashback cookie (soft-signed-in, whom the route lets in): what their orders earned in this
 * browser, and how to keep it (an account with the email they bought with). Their rewards summary needs an account.
 */
const GuestCashback = observer(function GuestCashback() {
  const root = useRootStore();
  const { t } = useRewardsTranslation();
  const place = useRewardsPlace();
  const reward = root.guestCashback()?.reward;
  const email = root.session.contact?.email;
  return (
    <section className="ui-card rewards-card" aria-labelledby="rewards-guest" data-testid="rewards-guest">
      <h2 id="rewards-guest">{reward ? t('home.guestTotal', { amount: place.money(reward) }) : t('faq.guest.q')}</h2>
      <p>{t('faq.guest.a')}</p>
      <KeepCashbackActions email={email} />
    </section>
  );
});

/** /{cc}/user/rewards (section 2, rewards home): total, by sponsor, what expires next and when, the breakdown. */
export const UserCashbackPage = observer(function UserCashbackPage(_props: UserCashbackPageProps) {
  const { t, ready } = useRewardsTranslation();
  const summary = useRewardsSummary();
  const rewardsUser = useRewardsUser();
  const place = useRewardsPlace();

  const body = () => {
    if (!rewardsUser) return <GuestCashback />;
    if (summary.isError) return <ProblemWithRetry className="rewards-retry" message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void summary.refetch()} />;
    if (!summary.data) {
      return (
        <div aria-busy="true" className="rewards-loading">
          <Skeleton height="6rem" radius="var(--ui-radius-lg)" />
          <Skeleton height="10rem" radius="var(--ui-radius-lg)" />
          <Skeleton height="8rem" radius="var(--ui-radius-lg)" />
          <p className="ui-visually-hidden">{t('common.loading')}</p>
        </div>
      );
    }
    const s = summary.data;
    return (
      <>
        <div className="ui-card rewards-card rewards-balance" data-testid="rewards-balance">
          <p className="rewards-balance__label">{t('home.total')}</p>
          <p className="rewards-balance__amount">{place.money(s.total)}</p>
        </div>
        <ExpiryNotice summary={s} place={place} t={t} />
        <CrossBorderSavingsBox />
        <LoyaltyPromo />
        <section className="ui-card rewards-card" aria-labelledby="rewards-sources">
          <h2 id="rewards-sources">{t('home.sources')}</h2>
          <dl className="rewards-summary">
            <dt>{t('home.fromPartners')}</dt>
            <dd data-testid="from-partners">{place.money(s.fromPartners)}</dd>
            <dt>{t('home.fromPaymentMethods')}</dt>
            <dd data-testid="from-payment-methods">{place.money(s.fromPaymentMethods)}</dd>
            <dt>{t('home.fromProvider')}</dt>
            <dd data-testid="from-provider">{place.money(s.fromProvider)}</dd>
            <dt>{t('home.expiringNext')}</dt>
            <dd data-testid="expiring-next">{s.nextExpiry ? t('home.expiringOn', { amount: place.money(s.nextExpiry.amount), date: place.date(s.nextExpiry.date) }) : t('home.nothingExpiring')}</dd>
            {s.notApplicable.length > 0 ? (
              <>
                <dt>{t('home.notApplicable')}</dt>
                <dd>{s.notApplicable.map((n) => `${n.currency} ${n.amount}`).join(', ')}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className="ui-card rewards-card" aria-labelledby="rewards-breakdown">
          <h2 id="rewards-breakdown">{t('home.breakdown')}</h2>
          {s.entries.length === 0 ? (
            <div className="rewards-empty">
              <span className="rewards-empty__mark" aria-hidden="true">
                %
              </span>
              <p>{t('home.empty')}</p>
              <div className="rewards-actions">
                <Link className={buttonClassName({ variant: 'primary' })} to={place.path('Homepage')}>
                  {t('common.goShopping')}
                </Link>
                <Link className={buttonClassName({ variant: 'ghost' })} to={place.path('CashbackLandingPage')}>
                  {t('home.howItWorks')}
                </Link>
              </div>
            </div>
          ) : (
            <ul className="rewards-entries" aria-label={t('home.breakdown')}>
              {s.entries.map((e) => (
                <EntryItem key={e.id} entry={e} place={place} t={t} />
              ))}
            </ul>
          )}
        </section>
        <FreebieCard />
        <BuyAgain />
        <PointsInfoCard />
        <p>
          <Link to={place.path('CashbackLandingPage')}>{t('home.howItWorks')}</Link>
        </p>
      </>
    );
  };

  return (
    <RewardsFrame title={t('title.cashback')} ready={ready} name="cashback">
      {body()}
    </RewardsFrame>
  );
});

export default UserCashbackPage;

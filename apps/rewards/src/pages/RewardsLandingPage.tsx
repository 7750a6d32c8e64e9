import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { REWARD_EXPIRY_DAYS, REWARD_PERCENTAGE_MAX, REWARD_PERCENTAGE_MIN, REWARDS_LANDING_SEO_COUNTRIES } from '@store/shared/domain';
import { useRewardsUser } from '../api/rewardsApi';
import { DailyRewardCard } from '../components/DailyRewardCard';
import { FreebieCard } from '../components/FreebieCard';
import { PrizeDrawWinners } from '../components/PrizeDrawWinners';
import { SignInDiscountBanner } from '../components/SignInDiscountBanner';
import { PointsInfoCard } from '../components/PointsInfoCard';
import { RewardsFrame } from '../components/RewardsFrame';
import { useRewardsPlace } from '../components/useRewardsPlace';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';
import { buttonClassName } from '@store/shared/ui';

export type RewardsLandingPageProps = Record<string, never>;

const FAQ = ['earn', 'where', 'expiry', 'spend', 'minimum', 'guest'] as const;

/**
 * /{cc}/rewards (section 2): how cashback works, the sign-in discount banner (guests), the freebie, the daily reward,
 * points, the prize draw's winners, the FAQ; an SEO section in my, th, ph and id (section 9).
 */
export const RewardsLandingPage = observer(function RewardsLandingPage(_props: RewardsLandingPageProps) {
  const { t, ready } = useRewardsTranslation();
  const place = useRewardsPlace();
  const signedIn = useRewardsUser();
  const facts = { min: REWARD_PERCENTAGE_MIN, max: REWARD_PERCENTAGE_MAX, days: REWARD_EXPIRY_DAYS };
  const seo = place.country && (REWARDS_LANDING_SEO_COUNTRIES as readonly string[]).includes(place.country.code);
  return (
    <RewardsFrame title={t('title.landing')} ready={ready} name="landing">
      <p className="rewards__lead">{t('landing.lead', facts)}</p>
      <ol className="rewards-steps" aria-label={t('landing.stepsLabel')}>
        <li>
          <strong>{t('landing.step1.title')}</strong>
          {t('landing.step1.body')}
        </li>
        <li>
          <strong>{t('landing.step2.title', facts)}</strong>
          {t('landing.step2.body', facts)}
        </li>
        <li>
          <strong>{t('landing.step3.title')}</strong>
          {t('landing.step3.body', facts)}
        </li>
      </ol>
      {signedIn ? (
        <div className="rewards-actions">
          <Link className={buttonClassName({ variant: 'primary' })} to={place.path('UserCashback')}>
            {t('landing.seeYours')}
          </Link>
        </div>
      ) : (
        <SignInDiscountBanner />
      )}
      {signedIn ? <FreebieCard /> : null}
      <DailyRewardCard />
      <PointsInfoCard />
      <PrizeDrawWinners />
      {seo ? (
        <section className="ui-card rewards-card" aria-labelledby="rewards-seo" data-testid="rewards-seo">
          <h2 id="rewards-seo">{t('seo.title', { country: place.countryName(place.country) })}</h2>
          <p>{t('seo.body', { country: place.countryName(place.country), ...facts })}</p>
        </section>
      ) : null}
      <section className="rewards-faq" aria-labelledby="rewards-faq">
        <h2 id="rewards-faq">{t('faq.title')}</h2>
        {FAQ.map((q) => (
          <details key={q}>
            <summary>{t(`faq.${q}.q`)}</summary>
            <p>{t(`faq.${q}.a`, facts)}</p>
          </details>
        ))}
      </section>
    </RewardsFrame>
  );
});

export default RewardsLandingPage;

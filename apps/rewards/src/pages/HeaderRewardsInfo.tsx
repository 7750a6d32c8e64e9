import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRewardsSummary, useRewardsUser } from '../api/rewardsApi';
import { ensureRewardsStyles } from '../components/styles';
import { useRewardsPlace } from '../components/useRewardsPlace';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';

export type HeaderRewardsInfoProps = Record<string, never>;

/** Header rewards info (section 2): a signed-in shopper's cashback balance, linking to their cashback; else a link to the rewards page. */
export const HeaderRewardsInfo = observer(function HeaderRewardsInfo(_props: HeaderRewardsInfoProps) {
  ensureRewardsStyles();
  const { t, ready } = useRewardsTranslation();
  const signedIn = useRewardsUser();
  const summary = useRewardsSummary();
  const place = useRewardsPlace();
  if (!ready) return <span className="header-widget" data-widget="rewards" />;
  if (signedIn && summary.data) {
    return (
      <Link className="rewards-header-info" data-widget="rewards" to={place.path('UserCashback')}>
        <span>{t('widget.label')}</span>
        <span className="rewards-header-info__amount" data-testid="rewards-header-balance">
          {place.money(summary.data.total)}
        </span>
      </Link>
    );
  }
  return (
    <Link className="rewards-header-info" data-widget="rewards" to={place.path(signedIn ? 'UserCashback' : 'CashbackLandingPage')}>
      {t('widget.label')}
    </Link>
  );
});

export default HeaderRewardsInfo;

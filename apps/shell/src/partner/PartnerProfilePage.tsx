import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { countryByCode, localeSegment, routePath } from '@store/shared/domain';
import { useShell } from '../chrome/ShellContext';
import { useShellTranslation } from '../i18n/shellI18n';
import { useDocumentTitle } from '../pages/useDocumentTitle';
import { userInitials } from '../chrome/userInitials';
import { PartnerPlayerFacts } from './PartnerPlayerFacts';

/** The partner profile page (section 2): the signed-in EA player, their purchases, sign-out. */
export const PartnerProfilePage = observer(function PartnerProfilePage() {
  const { session, shop } = useRootStore();
  const { partner, signOut } = useShell();
  const { t } = useShellTranslation();
  const account = session.partnerAccount;
  useDocumentTitle(t(account ? 'partner.profile.title' : 'partner.profile.signedOutTitle'));

  if (!account) {
    return (
      <section className="partner-profile" aria-labelledby="partner-profile-title">
        <div className="partner-profile__card">
          <h1 id="partner-profile-title">{t('partner.profile.signedOutTitle')}</h1>
          <p>{t('partner.profile.signedOutBody')}</p>
          {partner ? (
            <button type="button" className="partner-profile__primary" onClick={() => void partner.login()}>
              {t('partner.profile.signIn')}
            </button>
          ) : null}
        </div>
      </section>
    );
  }

  const player = account.playerInfo;
  const country = countryByCode(player.country);
  const region = partner?.accountRegion();
  const countryCode = shop.country ? localeSegment(shop.country, shop.language) : undefined;
  return (
    <section className="partner-profile" aria-labelledby="partner-profile-title">
      <div className="partner-profile__card">
        <div className="partner-profile__head">
          <span className="partner-profile__avatar" aria-hidden="true">
            {userInitials(player.name)}
          </span>
          <div>
            <h1 id="partner-profile-title">{t('partner.profile.title')}</h1>
            <p>{t('partner.profile.intro')}</p>
          </div>
        </div>
        <dl className="partner-profile__facts">
          <PartnerPlayerFacts t={t} player={player} />
          <div>
            <dt>{t('partner.profile.country')}</dt>
            <dd>{country ? country.name : player.country.toUpperCase()}</dd>
          </div>
          {region ? (
            <div>
              <dt>{t('partner.profile.region')}</dt>
              <dd>{region}</dd>
            </div>
          ) : null}
        </dl>
        <div className="partner-profile__actions">
          {countryCode ? (
            <Link className="partner-profile__primary" to={routePath('UserTransactionHistory', { countryCode })}>
              {t('partner.profile.history')}
            </Link>
          ) : null}
          <button type="button" className="partner-profile__secondary" onClick={() => void signOut()}>
            {t('partner.profile.signOut')}
          </button>
        </div>
      </div>
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { AreaPage, AreaPageLoading } from '../account-area';
import { DeleteAccountSection } from '../account-deletion';
import { SubscriptionsSection } from '../subscriptions';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MarketingConsentForm, type ConsentContact } from './MarketingConsentForm';
import { StoreLanguageForm } from './StoreLanguageForm';
import { ensureSettingsStyles } from './settingsStyles';

export type SettingsPageProps = Record<string, never>;

/** Settings (section 2): Security (change password, delete account), Preferences (marketing consent, store language), Subscriptions. */
function SettingsPage(_props: SettingsPageProps) {
  ensureSettingsStyles();
  const { t, ready } = useAccountTranslation();
  const { session } = useRootStore();
  if (!ready) return <AreaPageLoading />;
  const user = session.isSignedIn ? session.user : undefined;
  const contact: ConsentContact | undefined = user?.email ? { email: user.email } : user?.phone_number ? { msisdn: user.phone_number } : undefined;
  return (
    <AreaPage title={t('page.settings')} intro={t('settings.intro')} className="settings">
      {user ? (
        <section className="area__card" aria-labelledby="settings-security">
          <h2 id="settings-security">{t('settings.security')}</h2>
          <ChangePasswordForm />
          <DeleteAccountSection />
        </section>
      ) : null}
      <section className="area__card" aria-labelledby="settings-preferences">
        <h2 id="settings-preferences">{t('settings.preferences')}</h2>
        {contact ? <MarketingConsentForm contact={contact} /> : null}
        <StoreLanguageForm />
      </section>
      {user ? <SubscriptionsSection /> : null}
    </AreaPage>
  );
}

export default observer(SettingsPage);

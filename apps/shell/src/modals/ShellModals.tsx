import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { localeSegment, routePath } from '@store/shared/domain';
import { Button, buttonClassName, Modal } from '@store/shared/ui';
import { useShellTranslation } from '../i18n/shellI18n';
import { useShell } from '../chrome/ShellContext';
import { CookiePreferences } from '../consent/CookiePreferences';

/** The open shell modal: error, unverified phone, wallet restricted, welcome, partner sign-in (and its error). */
const OpenModal = observer(function OpenModal() {
  const { ui, partner } = useShell();
  const store = useRootStore();
  const { shop } = store;
  const { t } = useShellTranslation();
  const modal = ui.modal;
  if (!modal) return null;
  const close = ui.close;
  const common = { onClose: close, closeLabel: t('common.close'), name: modal.kind };
  // The kit's button, in the dialog's footer (a bare <button> was the browser's grey default).
  const ok = (
    <Button variant="primary" onClick={close}>
      {t('common.ok')}
    </Button>
  );
  switch (modal.kind) {
    case 'error':
      return (
        <Modal title={modal.header ?? t('modal.error.title')} {...common} actions={ok}>
          <p>{modal.message}</p>
        </Modal>
      );
    case 'unverifiedPhone':
      return (
        <Modal title={t('modal.unverifiedPhone.title')} {...common}>
          <p>{t('modal.unverifiedPhone.body')}</p>
          {shop.country ? (
            <Link
              className={buttonClassName({ variant: 'primary' })}
              to={routePath('UserSettings', { countryCode: localeSegment(shop.country, shop.language) })}
              onClick={close}
            >
              {t('modal.unverifiedPhone.action')}
            </Link>
          ) : null}
        </Modal>
      );
    case 'walletRestricted':
      return (
        <Modal title={t('modal.walletRestricted.title')} {...common} actions={ok}>
          <p>{t('modal.walletRestricted.body')}</p>
        </Modal>
      );
    case 'welcome':
      return (
        <Modal title={t('modal.welcome.title')} {...common} actions={ok}>
          <p>{t('modal.welcome.body')}</p>
        </Modal>
      );
    case 'partnerSignIn':
      return (
        <Modal title={t('modal.partnerSignIn.title')} {...common} actions={ok}>
          <p>{t('modal.partnerSignIn.body')}</p>
        </Modal>
      );
    case 'adoptAccount': {
      const countryCode = shop.country ? localeSegment(shop.country, shop.language) : undefined;
      const decline = () => {
        store.clearGuestCashback();
        close();
        ui.toast(t('modal.adoptAccount.forfeited'));
      };
      return (
        <Modal title={t('modal.adoptAccount.title')} {...common}>
          <p>{t('modal.adoptAccount.body', { count: modal.orders })}</p>
          <p className="adopt-account__email">{modal.email}</p>
          <div className="adopt-account__actions">
            {countryCode ? (
              <Link className="adopt-account__primary" to={routePath('SignUp', { countryCode }, { email: modal.email })} onClick={close}>
                {t('modal.adoptAccount.signUp')}
              </Link>
            ) : null}
            <button type="button" className="adopt-account__decline" onClick={decline}>
              {t('modal.adoptAccount.decline')}
            </button>
          </div>
        </Modal>
      );
    }
    case 'partnerSignInError': {
      // A passing failure (the SDK did not load, an unknown error) can be tried again; a banned account cannot.
      const retry = partner && (modal.errorType === 'SDK_UNAVAILABLE' || modal.errorType === 'UNKNOWN');
      return (
        <Modal title={t('modal.partnerSignInError.title')} {...common}>
          <p>{t(`modal.partnerSignInError.${modal.errorType}`, { defaultValue: t('modal.partnerSignInError.UNKNOWN') })}</p>
          <div className="partner-error__actions">
            {retry ? (
              <button
                type="button"
                className="partner-error__primary"
                onClick={() => {
                  close();
                  void partner.login();
                }}
              >
                {t('modal.partnerSignInError.retry')}
              </button>
            ) : null}
            <button type="button" className={retry ? 'partner-error__secondary' : 'partner-error__primary'} onClick={close}>
              {t('common.ok')}
            </button>
          </div>
        </Modal>
      );
    }
  }
});

/** Every modal of the shell - never mounted in prerender (section 2). */
export function ShellModals() {
  const { prerender } = useShell();
  if (prerender) return null;
  return (
    <>
      <OpenModal />
      <CookiePreferences />
    </>
  );
}


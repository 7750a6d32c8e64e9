import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { CONSENT_CATEGORIES, isConsentToggleable } from '@store/shared/domain';
import { Button, Modal } from '@store/shared/ui';
import { useShellTranslation } from '../i18n/shellI18n';

/** The cookie preferences dialog: C0001 always on; the other categories toggle; save, accept or reject all. */
export const CookiePreferences = observer(function CookiePreferences() {
  const { consent } = useRootStore();
  const { t } = useShellTranslation();
  if (!consent.showPreferences) return null;
  return (
    <Modal title={t('consent.preferencesTitle')} onClose={consent.closePreferences} closeLabel={t('common.close')} name="cookie-preferences">
      <p>{t('consent.preferencesBody')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          consent.saveCustom();
        }}
      >
        <fieldset className="cookie-categories">
          <legend>{t('consent.categories')}</legend>
          {CONSENT_CATEGORIES.map((category) => {
            const required = !isConsentToggleable(category);
            const id = `consent-${category}`;
            return (
              <div key={category} className="cookie-category">
                <input
                  id={id}
                  type="checkbox"
                  checked={required || consent.draft[category]}
                  disabled={required}
                  onChange={() => consent.toggle(category)}
                  aria-describedby={`${id}-help`}
                />
                <label htmlFor={id}>
                  {t(`consent.category.${category}`)}
                  {required ? ` (${t('consent.required')})` : ''}
                </label>
                <p id={`${id}-help`} className="cookie-category__help">
                  {t(`consent.categoryHelp.${category}`)}
                </p>
              </div>
            );
          })}
        </fieldset>
        <div className="cookie-preferences__actions">
          <Button type="submit" variant="primary">
            {t('consent.save')}
          </Button>
          <Button onClick={consent.acceptAll}>{t('consent.acceptAll')}</Button>
          <Button onClick={consent.rejectAll}>{t('consent.rejectAll')}</Button>
        </div>
      </form>
    </Modal>
  );
});

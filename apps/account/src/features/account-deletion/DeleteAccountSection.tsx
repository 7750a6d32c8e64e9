import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { AreaAlert, BusyButton } from '../account-area';
import { useStartDeletion } from './useStartDeletion';

/** Settings → Security → delete account: what it means, then a code by email to confirm (refused while a subscription is active). */
export function DeleteAccountSection() {
  const { t } = useAccountTranslation();
  const { start, busy, problem } = useStartDeletion();
  return (
    <div className="settings__form" aria-labelledby="settings-delete-title" role="group">
      <h3 id="settings-delete-title">{t('deletion.title')}</h3>
      <p>{t('deletion.explain')}</p>
      {problem ? (
        <AreaAlert>
          <p>{problem.text}</p>
          {problem.subscription ? (
            <p>
              <a href="#settings-subscriptions">{t('deletion.toSubscriptions')}</a>
            </p>
          ) : null}
        </AreaAlert>
      ) : null}
      <div className="area__actions">
        <BusyButton type="button" tone="danger" busy={busy} label={t('deletion.start')} busyLabel={t('deletion.starting')} onClick={() => void start()} />
      </div>
    </div>
  );
}

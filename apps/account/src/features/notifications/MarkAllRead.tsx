import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { Button } from '@store/shared/ui';

/** "Mark all as read": at once on screen, and kept by the API so a reload shows them read; says so if the API refused. */
export const MarkAllRead = observer(function MarkAllRead() {
  const { t } = useAccountTranslation();
  const { notifications } = useRootStore();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const markAll = async () => {
    setBusy(true);
    setFailed(!(await notifications.readAll()));
    setBusy(false);
  };
  return (
    <>
      {/* aria-disabled, not disabled: the button keeps the focus once everything is read. */}
      <Button className="notifications__mark-all" onClick={() => void (busy || !notifications.hasUnread ? undefined : markAll())} aria-disabled={busy || !notifications.hasUnread}>
        {t('notifications.markAllRead')}
      </Button>
      {failed ? (
        <p className="area-alert" role="alert">
          {t('notifications.markFailed')}
        </p>
      ) : null}
    </>
  );
});

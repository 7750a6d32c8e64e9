import { Modal, Button } from '@store/shared/ui';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';

/** Rewards cannot be used with a channel that needs a minimum payment (section 5): the use-rewards panel says so here. */
export function RestrictionDialog({ channelName, onClose }: { channelName?: string; onClose: () => void }) {
  const { t } = useRewardsTranslation();
  return (
    <Modal title={t('restriction.title')} onClose={onClose} closeLabel={t('common.close')} name="rewards-restriction" className="rewards-dialog">
      <p>{channelName ? t('restriction.bodyNamed', { channel: channelName }) : t('restriction.body')}</p>
      <Button variant="primary" onClick={onClose}>
        {t('restriction.ok')}
      </Button>
    </Modal>
  );
}

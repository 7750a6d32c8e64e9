import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRootStore } from '@store/shared';
import { localeSegment, routePath } from '@store/shared/domain';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { startDeletion, type DeletionCodeSent } from './deletionApi';

/** Asks for a deletion code; on success opens VerifyAccountDelete with where the code went. Says why when refused. */
export function useStartDeletion(onSent?: (sent: DeletionCodeSent) => void) {
  const { t } = useAccountTranslation();
  const { api, shop } = useRootStore();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; subscription?: boolean }>();
  const start = async () => {
    setBusy(true);
    setProblem(undefined);
    const result = await startDeletion(api.account, shop.language?.code ?? 'en');
    setBusy(false);
    switch (result.kind) {
      case 'sent': {
        const sent: DeletionCodeSent = { destination: result.destination, sentAt: Date.now() };
        if (onSent) onSent(sent);
        else if (shop.country) void navigate(routePath('VerifyAccountDelete', { countryCode: localeSegment(shop.country, shop.language) }), { state: sent });
        return;
      }
      case 'subscriptionActive':
        return setProblem({ text: t('deletion.subscriptionActive'), subscription: true });
      case 'limited':
        return setProblem({ text: t('deletion.limited') });
      case 'signedOut':
        return setProblem({ text: t('deletion.signedOut') });
      default:
        return setProblem({ text: t('deletion.failed') });
    }
  };
  return { start, busy, problem };
}

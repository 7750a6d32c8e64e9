import { useId, useState, type FormEvent } from 'react';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';
import { Button, TextField } from '@store/shared/ui';

/** The player ID a reward is delivered to, and the claim button (section 5: a claim needs an account entered). */
export function PlayerIdClaimForm({ claimLabel, pending, onClaim }: { claimLabel: string; pending: boolean; onClaim: (userId: string) => void }) {
  const { t } = useRewardsTranslation();
  const [userId, setUserId] = useState('');
  const [missing, setMissing] = useState(false);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = userId.trim();
    setMissing(!id);
    if (id) onClaim(id);
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        id={inputId}
        label={t('daily.playerId')}
        value={userId}
        inputMode="numeric"
        autoComplete="off"
        error={missing ? t('daily.playerIdRequired') : undefined}
        onChange={(e) => setUserId(e.target.value)}
      />
      <Button type="submit" variant="primary" disabled={pending}>
        {claimLabel}
      </Button>
    </form>
  );
}

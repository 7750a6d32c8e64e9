import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';
import { Button, TextField } from '@store/shared/ui';

/**
 * The player ID a reward is delivered to, and the claim button (section 5: a claim needs an account entered). What the
 * reward is goes above the field (`intro`), what became of the claim below it (`outcome`).
 */
export function PlayerIdClaimForm({ claimLabel, pending, onClaim, intro, outcome }: { claimLabel: string; pending: boolean; onClaim: (userId: string) => void; intro?: ReactNode; outcome?: ReactNode }) {
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
      {intro}
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
      {outcome}
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';

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
      <div className="rewards-field">
        <label htmlFor={inputId}>{t('daily.playerId')}</label>
        <input
          id={inputId}
          value={userId}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={missing}
          aria-describedby={missing ? `${inputId}-error` : undefined}
          onChange={(e) => setUserId(e.target.value)}
        />
        {missing ? (
          <p className="rewards-field__error" id={`${inputId}-error`}>
            {t('daily.playerIdRequired')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={pending}>
        {claimLabel}
      </button>
    </form>
  );
}

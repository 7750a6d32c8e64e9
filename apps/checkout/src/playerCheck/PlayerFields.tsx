import type { FormPartProps } from '../topUp/formPart';
import { Field } from '../ui/Field';
import { codeMessage, fieldMessage } from '../ui/messages';
import { validationErrorOf } from '../topUp/topUpValues';
import type { ValidatedGamerInfo } from './savedPlayers';
import type { PlayerCheck } from './usePlayerCheck';

export interface PlayerFieldsProps extends FormPartProps {
  userIdLabel: string;
  requiresZoneId: boolean;
  check: PlayerCheck;
  currentPlayer: string;
  saved: readonly ValidatedGamerInfo[];
  onVerify: () => void;
  onPlayerChanged: () => void;
}

/** Step 1: the player's ID (and zone), checked with the game before payment; the nickname confirms it. */
export function PlayerFields({ form, t, userIdLabel, requiresZoneId, check, currentPlayer, saved, onVerify, onPlayerChanged }: PlayerFieldsProps) {
  const { register, formState, setValue } = form;
  const isCurrent = 'forId' in check && check.forId === currentPlayer;
  const checkError =
    isCurrent && check.status === 'invalid' ? codeMessage(t, 'order', check.code) : isCurrent && check.status === 'error' ? t('player.checkFailed') : undefined;
  const userIdError = fieldMessage(t, validationErrorOf(formState.errors.userId?.message)) ?? checkError;
  const onChange = { onChange: () => onPlayerChanged() };
  return (
    <fieldset className="topup__step" aria-describedby="player-status">
      <legend>{t('player.legend')}</legend>
      {saved.length > 0 ? (
        <div className="saved-players" role="group" aria-label={t('player.saved')}>
          <span className="saved-players__label">{t('player.saved')}</span>
          {saved.map((p) => (
            <button
              key={`${p.userId}|${p.zoneId ?? ''}`}
              type="button"
              className="chip"
              onClick={() => {
                setValue('userId', p.userId);
                setValue('zoneId', p.zoneId ?? '');
                onPlayerChanged();
              }}
            >
              {p.nickname} ({p.userId}
              {p.zoneId ? ` / ${p.zoneId}` : ''})
            </button>
          ))}
        </div>
      ) : null}
      <div className="topup__player">
        <Field
          label={userIdLabel}
          inputMode="text"
          autoComplete="off"
          error={userIdError}
          hint={t('player.userIdHint')}
          {...register('userId', onChange)}
        />
        {requiresZoneId ? (
          <Field
            label={t('player.zoneId')}
            inputMode="numeric"
            autoComplete="off"
            error={fieldMessage(t, validationErrorOf(formState.errors.zoneId?.message))}
            {...register('zoneId', onChange)}
          />
        ) : null}
        <button type="button" className="button" onClick={onVerify} disabled={check.status === 'checking'}>
          {t('player.verify')}
        </button>
      </div>
      <p id="player-status" role="status" className="player-status">
        {isCurrent && check.status === 'checking' ? t('player.checking') : null}
        {isCurrent && check.status === 'valid' ? (
          <>
            {t('player.nicknameLabel')} <strong data-testid="player-nickname">{check.nickname}</strong>
          </>
        ) : null}
      </p>
    </fieldset>
  );
}

import type { GameField } from '../api/checkoutApi';
import type { FormPartProps } from '../topUp/formPart';
import { Field } from '../ui/Field';
import { SelectField } from '../ui/SelectField';
import { codeMessage, fieldMessage } from '../ui/messages';
import { validationErrorOf } from '../topUp/topUpValues';
import type { ValidatedGamerInfo } from './savedPlayers';
import type { PlayerCheck } from './usePlayerCheck';

export interface PlayerFieldsProps extends FormPartProps {
  userIdLabel: string;
  /** The game's dynamic fields (e.g. server), each a choice among its options. */
  gameFields: readonly GameField[];
  requiresZoneId: boolean;
  check: PlayerCheck;
  currentPlayer: string;
  saved: readonly ValidatedGamerInfo[];
  onVerify: () => void;
  onPlayerChanged: () => void;
}

/** Step 1: the player's ID (and zone), checked with the game before payment; the nickname confirms it. */
export function PlayerFields({ form, t, userIdLabel, gameFields, requiresZoneId, check, currentPlayer, saved, onVerify, onPlayerChanged }: PlayerFieldsProps) {
  const { register, formState, setValue } = form;
  const isCurrent = 'forId' in check && check.forId === currentPlayer;
  // A dynamic field the player does not match is named on that field, not on the user ID.
  const fieldErrors = isCurrent && check.status === 'invalid' ? check.fieldErrors : [];
  const checkError =
    isCurrent && check.status === 'invalid' && fieldErrors.length === 0
      ? codeMessage(t, 'order', check.code)
      : isCurrent && check.status === 'error'
        ? t('player.checkFailed')
        : undefined;
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
        {gameFields.map((f) => {
          const serverError = fieldErrors.find((e) => e.field === f.name);
          const error =
            fieldMessage(t, validationErrorOf(formState.errors.gameFields?.[f.name]?.message)) ?? (serverError ? codeMessage(t, 'order', serverError.code) : undefined);
          return (
            <SelectField key={f.name} label={f.label} error={error} {...register(`gameFields.${f.name}`, onChange)}>
              <option value="">{t('player.chooseField', { label: f.label })}</option>
              {f.options.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </SelectField>
          );
        })}
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

import { useFormContext } from 'react-hook-form';
import type { GameField } from '../../../api/checkoutApi';
import { Button, Field, Select, Step } from '@store/shared/ui';
import { messageFor } from '@store/shared/errors';
import { codeMessage, messageText } from '../../../i18n/messages';
import { useCheckoutTranslation } from '../../../i18n/useCheckoutTranslation';
import type { PlayerCheck } from '../hooks/usePlayerCheck';
import type { ValidatedGamerInfo } from '../lib/savedPlayers';
import { useFieldMessage } from '../topUpRules';
import type { TopUpValues } from '../topUpSchema';
import { GiftToggle } from './GiftFields';

export interface PlayerFieldsProps {
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

/** The check's messages that speak of the "user ID": said with the game's own label of the field (Player ID, Role ID). */
const PLAYER_ID_MESSAGES: Readonly<Record<string, string>> = {
  'errors.order.invalidUserId': 'player.invalidId',
  'errors.order.userIdEmpty': 'player.idRequired',
  'errors.transaction.userIdNotFound': 'player.idNotFound',
};

/** Step 1: the player's ID (and zone), checked with the game before payment; the nickname confirms it. */
export function PlayerFields({ userIdLabel, gameFields, requiresZoneId, check, currentPlayer, saved, onVerify, onPlayerChanged }: PlayerFieldsProps) {
  const { t } = useCheckoutTranslation();
  const { register, setValue } = useFormContext<TopUpValues>();
  const userIdFormError = useFieldMessage('userId');
  const zoneIdError = useFieldMessage('zoneId');
  const isCurrent = 'forId' in check && check.forId === currentPlayer;
  // A dynamic field the player does not match is named on that field, not on the user ID.
  const fieldErrors = isCurrent && check.status === 'invalid' ? check.fieldErrors : [];
  const checkError =
    isCurrent && check.status === 'invalid' && fieldErrors.length === 0
      ? playerCheckMessage(t, check.code, userIdLabel)
      : isCurrent && check.status === 'error'
        ? t('player.checkFailed')
        : undefined;
  const userIdError = userIdFormError ?? checkError;
  const onChange = { onChange: () => onPlayerChanged() };
  return (
    <Step title={t('player.legend')} aria-describedby="player-status">
      <GiftToggle />
      {saved.length > 0 ? (
        <div className="saved-players ui-chips" role="group" aria-label={t('player.saved')}>
          <span className="saved-players__label">{t('player.saved')}</span>
          {saved.map((p) => (
            <button
              key={`${p.userId}|${p.zoneId ?? ''}`}
              type="button"
              className="ui-chip"
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
          maxLength={64}
          error={userIdError}
          onKeyDown={(e) => {
            // Enter in the player ID checks the player instead of submitting the whole form.
            if (e.key === 'Enter') {
              e.preventDefault();
              onVerify();
            }
          }}
          hint={t('player.userIdHint')}
          {...register('userId', onChange)}
        />
        {requiresZoneId ? (
          <Field
            label={t('player.zoneId')}
            inputMode="numeric"
            autoComplete="off"
            error={zoneIdError}
            {...register('zoneId', onChange)}
          />
        ) : null}
        {gameFields.map((f) => (
          <GameFieldSelect key={f.name} field={f} serverError={fieldErrors.find((e) => e.field === f.name)?.code} onPlayerChanged={onPlayerChanged} />
        ))}
        {/* Busy rather than disabled while it checks: a disabled button would drop the keyboard focus to the page. */}
        <Button className="topup__verify" onClick={onVerify} loading={check.status === 'checking'}>
          {t('player.verify')}
        </Button>
      </div>
      <p id="player-status" role="status" className="player-status">
        {isCurrent && check.status === 'checking' ? t('player.checking') : null}
        {isCurrent && check.status === 'valid' ? (
          <>
            {t('player.nicknameLabel')} <strong data-testid="player-nickname">{check.nickname}</strong>
          </>
        ) : null}
      </p>
    </Step>
  );
}

function playerCheckMessage(t: Parameters<typeof codeMessage>[0], code: number, userIdLabel: string): string {
  const labelled = PLAYER_ID_MESSAGES[messageFor('order', code).key];
  return labelled ? (messageText(t, { key: labelled, params: [userIdLabel] }) ?? codeMessage(t, 'order', code)) : codeMessage(t, 'order', code);
}

/** A game's dynamic field (e.g. its server): one of its options; a player check may name it as wrong. */
function GameFieldSelect({ field, serverError, onPlayerChanged }: { field: GameField; serverError: number | undefined; onPlayerChanged: () => void }) {
  const { t } = useCheckoutTranslation();
  const { register } = useFormContext<TopUpValues>();
  const formError = useFieldMessage(`gameFields.${field.name}`);
  const error = formError ?? (serverError !== undefined ? codeMessage(t, 'order', serverError) : undefined);
  return (
    <Select label={field.label} error={error} {...register(`gameFields.${field.name}`, { onChange: onPlayerChanged })}>
      <option value="">{t('player.chooseField', { label: field.label })}</option>
      {field.options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </Select>
  );
}

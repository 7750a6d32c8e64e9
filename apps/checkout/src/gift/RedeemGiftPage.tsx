import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router';
import { ProblemWithRetry, localePrefix, useRootStore, validateOtp, validateUserId, type ValidationResult } from '@store/shared';
import type { GiftInfo, GiftResult } from '../api/checkoutApi';
import { useCheckoutApi } from '../api/useCheckoutApi';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import { Field } from '../ui/Field';
import { codeMessage, fieldMessage } from '../ui/messages';
import { ensureCheckoutStyles } from '../ui/styles';

export type RedeemGiftPageProps = Record<string, never>;

const GIFT_CODE = /^GIFT-[0-9A-F]{24}$/;

type Load = { status: 'loading' } | { status: 'ready'; gift: GiftInfo } | { status: 'error' };
type Step = { kind: 'details' } | { kind: 'otp'; maskedEmail: string } | { kind: 'claimed' };

/** /{cc}/redeem?code=...: the gift receiver claims it for their player ID with the code emailed to them. */
export const RedeemGiftPage = observer(function RedeemGiftPage(_props: RedeemGiftPageProps) {
  ensureCheckoutStyles();
  const { shop } = useRootStore();
  const { t, ready } = useCheckoutTranslation();
  const api = useCheckoutApi();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const valid = GIFT_CODE.test(code);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [step, setStep] = useState<Step>({ kind: 'details' });
  const [userId, setUserId] = useState('');
  const [zoneId, setZoneId] = useState('');
  const [otp, setOtp] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [fieldError, setFieldError] = useState<{ userId?: string; otp?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!valid) return;
    let cancelled = false;
    api.gift(code).then(
      (gift) => !cancelled && setLoad({ status: 'ready', gift }),
      () => !cancelled && setLoad({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, code, valid, attempt]);

  const home = shop.country ? `${localePrefix(shop.country, shop.language)}/` : '/';
  const status = !valid ? 'Invalid' : load.status === 'ready' ? (step.kind === 'claimed' ? 'Claimed' : load.gift.status) : undefined;

  /**
   * One claim step: check the field, call the API, then go on (`advance` says whether the answer did).
   * A gift that is no longer valid shows its status; any other code shows its redemption message.
   */
  async function runStep(
    field: 'userId' | 'otp',
    check: ValidationResult<string>,
    call: (value: string) => Promise<GiftResult>,
    advance: (r: GiftResult) => boolean,
  ): Promise<void> {
    setProblem(undefined);
    if (!check.ok) {
      setFieldError({ [field]: fieldMessage(t, check.error) });
      return;
    }
    setFieldError({});
    setBusy(true);
    try {
      const r = await call(check.value);
      if (advance(r)) return;
      if (r.giftStatus !== 'Valid') setLoad({ status: 'ready', gift: { ...(load.status === 'ready' ? load.gift : {}), status: r.giftStatus } });
      else setProblem(codeMessage(t, 'redemption', r.resultCode));
    } catch {
      setProblem(t('common.networkError'));
    } finally {
      setBusy(false);
    }
  }

  function sendCode(e?: React.FormEvent) {
    e?.preventDefault();
    return runStep('userId', validateUserId(userId), () => api.requestGiftOtp(code), (r) => {
      if (r.resultCode !== 10007) return false;
      setStep({ kind: 'otp', maskedEmail: r.maskedEmail ?? '' });
      return true;
    });
  }

  function claim(e: React.FormEvent) {
    e.preventDefault();
    return runStep(
      'otp',
      validateOtp(otp),
      (value) => api.claimGift({ code, otp: value, userId: userId.trim(), ...(zoneId.trim() ? { zoneId: zoneId.trim() } : {}) }),
      (r) => {
        if (r.resultCode !== 0) return false;
        setStep({ kind: 'claimed' });
        return true;
      },
    );
  }

  if (!ready) return <section className="checkout redeem" data-remote-page="checkout" aria-busy="true" />;
  return (
    <section className="checkout redeem" data-remote-page="checkout" aria-labelledby="redeem-title" dir={shop.rtl ? 'rtl' : 'ltr'}>
      <h1 id="redeem-title" data-gift-status={status}>
        {status ? t(`redeem.header.${status}`) : t('redeem.title')}
      </h1>
      {valid && load.status === 'loading' ? <p aria-busy="true">{t('common.loading')}</p> : null}
      {valid && load.status === 'error' ? (
        <ProblemWithRetry message={t('redeem.loadFailed')} retryLabel={t('common.retry')} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {status && status !== 'Valid' ? (
        <>
          <p role={status === 'Claimed' && step.kind === 'claimed' ? 'status' : 'alert'}>{t(`redeem.explain.${status}`)}</p>
          <Link className="button" to={home}>
            {t('common.backHome')}
          </Link>
        </>
      ) : null}
      {status === 'Valid' && load.status === 'ready' ? (
        <>
          <p className="redeem__gift">
            {t('redeem.from', { name: load.gift.senderName ?? '', item: load.gift.itemName ?? '', game: load.gift.gameName ?? '' })}
          </p>
          {load.gift.message ? <blockquote className="redeem__message">{load.gift.message}</blockquote> : null}
          {step.kind === 'details' ? (
            <form onSubmit={(e) => void sendCode(e)} noValidate>
              <Field label={t('redeem.userId')} value={userId} onChange={(e) => setUserId(e.target.value)} error={fieldError.userId} autoComplete="off" />
              {load.gift.requiresZoneId ? <Field label={t('player.zoneId')} value={zoneId} inputMode="numeric" onChange={(e) => setZoneId(e.target.value)} /> : null}
              <button type="submit" className="button button--primary" disabled={busy}>
                {t('redeem.sendCode')}
              </button>
            </form>
          ) : step.kind === 'otp' ? (
            <form onSubmit={(e) => void claim(e)} noValidate>
              <p role="status">{t('redeem.codeSent', { email: step.maskedEmail })}</p>
              <Field
                label={t('redeem.otp')}
                value={otp}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                onChange={(e) => setOtp(e.target.value)}
                error={fieldError.otp}
              />
              <button type="submit" className="button button--primary" disabled={busy}>
                {t('redeem.claim')}
              </button>{' '}
              <button type="button" className="button" onClick={() => void sendCode()} disabled={busy}>
                {t('redeem.resend')}
              </button>
            </form>
          ) : null}
          {problem ? (
            <p role="alert" className="order-problem">
              {problem}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
});

export default RedeemGiftPage;

import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useRootStore, useStoreQueryInputs } from '@store/shared';
import { routePath, localeSegment } from '@store/shared/domain';
import { messageFor } from '@store/shared/errors';
import { Button, buttonClassName, Field, ProblemWithRetry } from '@store/shared/ui';
import type { GiftInfo, GiftResult } from '../../api/checkoutApi';
import { checkoutQueryKeys } from '../../api/queryKeys';
import { useCheckoutApi } from '../../api/useCheckoutApi';
import { ensureCheckoutStyles } from '../../components/styles';
import { codeMessage, messageText } from '../../i18n/messages';
import { useCheckoutTranslation } from '../../i18n/useCheckoutTranslation';
import { claimByDate, claimedPlayer, normaliseGiftCode, redeemMessage, redeemSchema, type RedeemStep, type RedeemValues } from './redeemSchema';

export type RedeemGiftPageProps = Record<string, never>;

const GIFT_CODE = /^GIFT-[0-9A-F]{24}$/;
/** The answer to a code request that means "the code is on its way" (section 8, redemption). */
const OTP_SENT = 10007;
/** The wait before another code can be asked for (seconds): each tap emails one. */
export const RESEND_WAIT_S = 30;

type Step = { kind: RedeemStep; maskedEmail?: string; nickname?: string; resent?: boolean } | { kind: 'claimed'; player: string };

/** /{cc}/redeem?code=...: the gift receiver claims it for their player ID with the code emailed to them. */
export const RedeemGiftPage = observer(function RedeemGiftPage(_props: RedeemGiftPageProps) {
  ensureCheckoutStyles();
  const { shop } = useRootStore();
  const { t, ready } = useCheckoutTranslation();
  const api = useCheckoutApi();
  const queryClient = useQueryClient();
  const inputs = useStoreQueryInputs();
  const [params] = useSearchParams();
  const code = normaliseGiftCode(params.get('code'));
  const valid = GIFT_CODE.test(code);
  const giftKey = checkoutQueryKeys.gift(inputs, code);
  const gift = useQuery({ queryKey: giftKey, queryFn: () => api.gift(code), enabled: valid });
  const [step, setStep] = useState<Step>({ kind: 'details' });
  const [problem, setProblem] = useState<string | undefined>();
  // Seconds until another code can be asked for (0: now).
  const [resendWait, setResendWait] = useState(0);
  useEffect(() => {
    if (resendWait <= 0) return;
    const timer = setTimeout(() => setResendWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendWait]);

  const formStep: RedeemStep = step.kind === 'otp' ? 'otp' : 'details';
  const form = useForm<RedeemValues>({
    defaultValues: { userId: '', zoneId: '', otp: '' },
    resolver: zodResolver(redeemSchema(formStep, Boolean(gift.data?.requiresZoneId))),
  });
  const { register, handleSubmit, formState, setError, getValues, setValue } = form;
  const fieldError = (name: keyof RedeemValues) => messageText(t, redeemMessage(name, formState.errors[name]?.message));

  /** A gift no longer valid shows its status (the answer updates the gift); any other code its message. */
  const refused = (r: GiftResult) => {
    if (r.giftStatus !== 'Valid') queryClient.setQueryData<GiftInfo>(giftKey, (g) => (g ? { ...g, status: r.giftStatus } : g));
    else setProblem(codeMessage(t, 'redemption', r.resultCode));
  };

  const sendCode = useMutation({
    mutationFn: async ({ userId, zoneId }: RedeemValues & { resend?: boolean }) => {
      // The player is checked with the game before the code is emailed (a typo would strand the gift).
      const slug = gift.data?.gameSlug;
      const player =
        slug && inputs.countryCode
          ? await api.validatePlayer({ countryCode: inputs.countryCode, gameSlug: slug, userId: userId.trim(), ...(zoneId.trim() ? { zoneId: zoneId.trim() } : {}) })
          : undefined;
      if (player && !(player.valid && player.nickname)) return { player } as const;
      return { player, result: await api.requestGiftOtp(code) } as const;
    },
    onSuccess: ({ player, result }, { userId, zoneId, resend }) => {
      // The player ID was edited while this one was checked: the answer is for a player no longer entered.
      const now = getValues();
      if (now.userId.trim() !== userId.trim() || now.zoneId.trim() !== zoneId.trim()) return;
      if (!result) {
        setError('userId', { type: 'player', message: messageFor('order', player?.resultCode || -100).key });
        return;
      }
      if (result.resultCode === OTP_SENT) {
        setStep({ kind: 'otp', maskedEmail: result.maskedEmail ?? '', ...(player?.nickname ? { nickname: player.nickname } : {}), ...(resend ? { resent: true } : {}) });
        setResendWait(RESEND_WAIT_S);
      } else refused(result);
    },
    onError: () => setProblem(t('common.networkError')),
  });

  const claim = useMutation({
    mutationFn: ({ userId, zoneId, otp }: RedeemValues) =>
      api.claimGift({ code, otp: otp.trim(), userId: userId.trim(), ...(zoneId.trim() ? { zoneId: zoneId.trim() } : {}) }),
    onSuccess: (r, sent) => {
      if (r.resultCode !== 0) return refused(r);
      // The player the API credited (its answer), not the nickname of an earlier check.
      setStep({ kind: 'claimed', player: claimedPlayer(r.order ?? { userId: sent.userId.trim(), zoneId: sent.zoneId.trim() }) });
    },
    onError: () => setProblem(t('common.networkError')),
  });

  const busy = sendCode.isPending || claim.isPending;
  /** Another player ID (or zone) at the code step: the player found no longer applies, so it is checked again with a new code. */
  const playerEdited = () => {
    if (step.kind !== 'otp') return;
    setStep({ kind: 'details' });
    setValue('otp', '');
    setProblem(undefined);
  };
  const claimBy = gift.data?.expiresAt ? claimByDate(gift.data.expiresAt, shop.language?.locale ?? 'en') : undefined;
  const submit = handleSubmit((values) => {
    setProblem(undefined);
    if (step.kind === 'otp') claim.mutate(values);
    else sendCode.mutate(values);
  });

  const home = shop.country ? routePath('Homepage', { countryCode: localeSegment(shop.country, shop.language) }) : '/';
  const status = !valid ? 'Invalid' : gift.data ? (step.kind === 'claimed' ? 'Claimed' : gift.data.status) : undefined;

  if (!ready) return <section className="checkout redeem" data-remote-page="checkout" aria-busy="true" />;
  return (
    <section className="checkout redeem" data-remote-page="checkout" aria-labelledby="redeem-title" dir={shop.rtl ? 'rtl' : 'ltr'}>
      <div className="ui-card message-card">
        <span className="message-card__art" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <rect x="3" y="9" width="18" height="12" rx="1.5" />
            <path d="M2 9h20M12 9v12M12 9c-1.5-3-6-4.5-6-1.5S12 9 12 9Zm0 0c1.5-3 6-4.5 6-1.5S12 9 12 9Z" />
          </svg>
        </span>
        <h1 id="redeem-title" data-gift-status={status}>
          {status ? t(`redeem.header.${status}`) : t('redeem.title')}
        </h1>
        {valid && gift.isPending ? <p aria-busy="true">{t('common.loading')}</p> : null}
        {valid && gift.isError && !gift.data ? (
          <ProblemWithRetry message={t('redeem.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void gift.refetch()} />
        ) : null}
        {status && status !== 'Valid' ? (
          <>
            <p role={step.kind === 'claimed' ? 'status' : 'alert'}>{t(`redeem.explain.${status}`)}</p>
            {step.kind === 'claimed' ? <p data-testid="redeem-player">{t('redeem.claimedFor', { player: step.player })}</p> : null}
            <div className="message-card__actions">
              <Link className={buttonClassName({ variant: 'primary' })} to={home}>
                {t('common.backHome')}
              </Link>
            </div>
          </>
        ) : null}
        {status === 'Valid' && gift.data ? (
          <>
            <p className="redeem__gift">{t('redeem.from', { name: gift.data.senderName ?? '', item: gift.data.itemName ?? '', game: gift.data.gameName ?? '' })}</p>
            {gift.data.message ? <blockquote className="redeem__message">{gift.data.message}</blockquote> : null}
            {claimBy ? <p data-testid="redeem-claim-by">{t('redeem.claimBy', { date: claimBy })}</p> : null}
            <form className="message-card__form" onSubmit={(e) => void submit(e)} noValidate>
              <Field label={t('redeem.userId')} autoComplete="off" maxLength={64} error={fieldError('userId')} {...register('userId', { onChange: playerEdited })} />
              {gift.data.requiresZoneId ? <Field label={t('player.zoneId')} inputMode="numeric" error={fieldError('zoneId')} {...register('zoneId', { onChange: playerEdited })} /> : null}
              {step.kind === 'otp' ? (
                <>
                  <p role="status">
                    {step.nickname ? `${t('player.nicknameLabel')} ${step.nickname}. ` : ''}
                    {t('redeem.codeSent', { email: step.maskedEmail ?? '' })}
                    {step.resent ? ` ${t('redeem.codeResent')}` : ''}
                  </p>
                  <Field
                    label={t('redeem.otp')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    error={fieldError('otp')}
                    {...register('otp')}
                  />
                  <div className="message-card__actions">
                    <Button type="submit" variant="primary" disabled={busy}>
                      {t('redeem.claim')}
                    </Button>
                    {/* Waiting rather than disabled: a disabled button would drop the keyboard focus to the page. */}
                    <Button
                      aria-disabled={busy || resendWait > 0 || undefined}
                      data-testid="redeem-resend"
                      onClick={() => {
                        if (busy || resendWait > 0) return;
                        setProblem(undefined);
                        sendCode.mutate({ ...getValues(), resend: true });
                      }}
                    >
                      {resendWait > 0 ? t('redeem.resendIn', { seconds: resendWait }) : t('redeem.resend')}
                    </Button>
                  </div>
                </>
              ) : (
                <Button type="submit" variant="primary" block disabled={busy}>
                  {t('redeem.sendCode')}
                </Button>
              )}
            </form>
            {problem ? (
              <p role="alert" className="order-problem">
                {problem}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
});

export default RedeemGiftPage;

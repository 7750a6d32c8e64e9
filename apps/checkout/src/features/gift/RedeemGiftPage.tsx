import { useState } from 'react';
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
import { redeemMessage, redeemSchema, type RedeemStep, type RedeemValues } from './redeemSchema';

export type RedeemGiftPageProps = Record<string, never>;

const GIFT_CODE = /^GIFT-[0-9A-F]{24}$/;
/** The answer to a code request that means "the code is on its way" (section 8, redemption). */
const OTP_SENT = 10007;

type Step = { kind: RedeemStep; maskedEmail?: string; nickname?: string } | { kind: 'claimed'; player: string };

/** /{cc}/redeem?code=...: the gift receiver claims it for their player ID with the code emailed to them. */
export const RedeemGiftPage = observer(function RedeemGiftPage(_props: RedeemGiftPageProps) {
  ensureCheckoutStyles();
  const { shop } = useRootStore();
  const { t, ready } = useCheckoutTranslation();
  const api = useCheckoutApi();
  const queryClient = useQueryClient();
  const inputs = useStoreQueryInputs();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const valid = GIFT_CODE.test(code);
  const giftKey = checkoutQueryKeys.gift(inputs, code);
  const gift = useQuery({ queryKey: giftKey, queryFn: () => api.gift(code), enabled: valid });
  const [step, setStep] = useState<Step>({ kind: 'details' });
  const [problem, setProblem] = useState<string | undefined>();

  const formStep: RedeemStep = step.kind === 'otp' ? 'otp' : 'details';
  const form = useForm<RedeemValues>({
    defaultValues: { userId: '', zoneId: '', otp: '' },
    resolver: zodResolver(redeemSchema(formStep, Boolean(gift.data?.requiresZoneId))),
  });
  const { register, handleSubmit, formState, setError, getValues } = form;
  const fieldError = (name: keyof RedeemValues) => messageText(t, redeemMessage(name, formState.errors[name]?.message));

  /** A gift no longer valid shows its status (the answer updates the gift); any other code its message. */
  const refused = (r: GiftResult) => {
    if (r.giftStatus !== 'Valid') queryClient.setQueryData<GiftInfo>(giftKey, (g) => (g ? { ...g, status: r.giftStatus } : g));
    else setProblem(codeMessage(t, 'redemption', r.resultCode));
  };

  const sendCode = useMutation({
    mutationFn: async ({ userId, zoneId }: RedeemValues) => {
      // The player is checked with the game before the code is emailed (a typo would strand the gift).
      const slug = gift.data?.gameSlug;
      const player =
        slug && inputs.countryCode
          ? await api.validatePlayer({ countryCode: inputs.countryCode, gameSlug: slug, userId: userId.trim(), ...(zoneId.trim() ? { zoneId: zoneId.trim() } : {}) })
          : undefined;
      if (player && !(player.valid && player.nickname)) return { player } as const;
      return { player, result: await api.requestGiftOtp(code) } as const;
    },
    onSuccess: ({ player, result }) => {
      if (!result) {
        setError('userId', { type: 'player', message: messageFor('order', player?.resultCode || -100).key });
        return;
      }
      if (result.resultCode === OTP_SENT) setStep({ kind: 'otp', maskedEmail: result.maskedEmail ?? '', ...(player?.nickname ? { nickname: player.nickname } : {}) });
      else refused(result);
    },
    onError: () => setProblem(t('common.networkError')),
  });

  const claim = useMutation({
    mutationFn: ({ userId, zoneId, otp }: RedeemValues) =>
      api.claimGift({ code, otp: otp.trim(), userId: userId.trim(), ...(zoneId.trim() ? { zoneId: zoneId.trim() } : {}) }),
    onSuccess: (r) => {
      if (r.resultCode !== 0) return refused(r);
      const { userId } = getValues();
      setStep({ kind: 'claimed', player: step.kind === 'otp' && step.nickname ? `${step.nickname} (${userId.trim()})` : userId.trim() });
    },
    onError: () => setProblem(t('common.networkError')),
  });

  const busy = sendCode.isPending || claim.isPending;
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
            <form className="message-card__form" onSubmit={(e) => void submit(e)} noValidate>
              <Field label={t('redeem.userId')} autoComplete="off" maxLength={64} error={fieldError('userId')} {...register('userId')} />
              {gift.data.requiresZoneId ? <Field label={t('player.zoneId')} inputMode="numeric" error={fieldError('zoneId')} {...register('zoneId')} /> : null}
              {step.kind === 'otp' ? (
                <>
                  <p role="status">
                    {step.nickname ? `${t('player.nicknameLabel')} ${step.nickname}. ` : ''}
                    {t('redeem.codeSent', { email: step.maskedEmail ?? '' })}
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
                    <Button
                      disabled={busy}
                      onClick={() => {
                        setProblem(undefined);
                        sendCode.mutate(getValues());
                      }}
                    >
                      {t('redeem.resend')}
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

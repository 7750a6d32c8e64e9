import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useStoreQueryInputs } from '@store/shared';
import type { CountrySettings, PaymentChannel } from '@store/shared/api';
import { parseAmount, type Country } from '@store/shared/domain';
import { Button, Field, ProblemWithRetry, RadioCard, RadioCardGroup, Skeleton } from '@store/shared/ui';
import { useWalletClient, walletQueryKeys } from '../api/walletApi';
import { codeMessage, validationText } from '../i18n/messages';
import { useWalletTranslation } from '../i18n/useWalletTranslation';
import { topUpAmountParams, topUpSchema, type TopUpValues } from '../wallet/walletForms';
import { useWalletPlace } from './useWalletPlace';

/**
 * Suggested amounts: the first four round amounts (1, 2, 5 times a power of ten: S$10, S$20, S$50, S$100;
 * Rp 100.000, Rp 200.000...) within the country's smallest and largest top-up.
 */
export function suggestedAmounts(settings: Pick<CountrySettings, 'minTopupAmount' | 'maxTopupAmount'> | undefined): number[] {
  const min = settings?.minTopupAmount;
  if (!min || min <= 0) return [];
  const max = settings.maxTopupAmount ?? Number.POSITIVE_INFINITY;
  const out: number[] = [];
  for (let power = 10 ** Math.floor(Math.log10(min)); out.length < 4 && power <= max; power *= 10) {
    for (const step of [1, 2, 5]) {
      const amount = step * power;
      if (amount >= min && amount <= max && out.length < 4) out.push(amount);
    }
  }
  return out;
}

/** The channels that can top up Codacash: the provider's, never Codacash itself. */
export function topUpChannels(channels: readonly PaymentChannel[]): PaymentChannel[] {
  return channels.filter((c) => c['isCodacash'] !== true && c['isBackendChannel'] !== true);
}

const newIdempotencyKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `topup-${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * Top up the wallet (section 2): an amount and a payment channel; initTopup (with the anti-forgery token,
 * which the wallet client adds) answers with the provider's payment page, where the shopper is sent.
 * Every refusal (313-333, 406-408, 302) shows its message.
 */
export interface TopUpPanelProps {
  country: Country;
  settings: CountrySettings | undefined;
  /** The amount to start with (the quick top-up's shortfall). */
  initialAmount?: string;
  /** Where the provider sends the shopper back (a path of this store); the wallet's complete page by default. */
  returnPath?: string;
  /** Told when the shopper is sent to the provider (the quick top-up starts its 180 s). */
  onStart?: () => void;
  /** The form's heading. */
  title?: string;
}

export function TopUpPanel({ country, settings, initialAmount = '', returnPath, onStart, title }: TopUpPanelProps) {
  const { t } = useWalletTranslation();
  const client = useWalletClient();
  const inputs = useStoreQueryInputs();
  const place = useWalletPlace();
  const channels = useQuery({ queryKey: walletQueryKeys.channels(inputs), queryFn: async () => topUpChannels(await client.getPaymentChannels()), staleTime: 5 * 60_000 });
  const minTopUp = settings?.minTopupAmount;
  const maxTopUp = settings?.maxTopupAmount;
  const limits = useMemo(() => ({ min: minTopUp, max: maxTopUp }), [minTopUp, maxTopUp]);
  const schema = useMemo(() => topUpSchema(country, limits), [country, limits]);
  const { register, handleSubmit, formState, setValue, watch } = useForm<TopUpValues>({ defaultValues: { amount: initialAmount, channelId: '' }, resolver: zodResolver(schema) });
  const [problem, setProblem] = useState<string | undefined>();
  /** The provider's page is opening: the form waits for the browser to leave. */
  const [leaving, setLeaving] = useState(false);
  const amount = watch('amount');
  // Back from the provider's page, a browser may show this page as it was left (its back-forward cache): the form
  // is usable again, not still "opening the payment page".
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const topUp = useMutation({
    mutationFn: async (values: TopUpValues) => {
      const returnUrl = `${window.location.origin}${returnPath ?? place.path('WalletTransactionComplete')}`;
      return client.initTopup({
        amount: parseAmount(values.amount, country.amountFormat),
        paymentChannelId: Number(values.channelId),
        idempotencyKey: newIdempotencyKey(),
        returnUrl,
      });
    },
    onSuccess: (res) => {
      const paymentUrl = (res.data as { paymentUrl?: unknown } | undefined)?.paymentUrl;
      if (res.ok && typeof paymentUrl === 'string') {
        setLeaving(true);
        onStart?.();
        window.location.assign(paymentUrl);
        return;
      }
      setProblem(codeMessage(t, 'walletTopup', res.resultCode));
    },
    onError: () => setProblem(t('common.networkError')),
  });

  // A refusal is about what was sent: it goes once the shopper changes the form or sends it again.
  const clearProblem = () => setProblem(undefined);
  const submit = handleSubmit((values) => {
    clearProblem();
    topUp.mutate(values);
  }, clearProblem);
  const suggestions = suggestedAmounts(settings);
  const range =
    settings?.minTopupAmount !== undefined && settings.maxTopupAmount !== undefined
      ? t('topUp.range', { min: place.money(settings.minTopupAmount), max: place.money(settings.maxTopupAmount) })
      : undefined;
  const busy = topUp.isPending || leaving;

  return (
    <form className="ui-card wallet-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="wallet-topup-title" data-testid="wallet-topup">
      <h2 id="wallet-topup-title">{title ?? t('topUp.title')}</h2>
      {suggestions.length > 0 ? (
        <div className="ui-chips wallet-topup__chips" role="group" aria-label={t('topUp.suggested')}>
          {suggestions.map((a) => {
            const pressed = parseAmount(amount, country.amountFormat) === a;
            return (
              <button
                key={a}
                type="button"
                className="ui-chip"
                aria-pressed={pressed}
                onClick={() => {
                  clearProblem();
                  setValue('amount', String(a), { shouldValidate: formState.isSubmitted });
                }}
              >
                {place.money(a)}
              </button>
            );
          })}
        </div>
      ) : null}
      <Field
        label={t('topUp.amount', { currency: country.currency })}
        hint={range}
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        before={
          <span className="wallet-field__prefix" aria-hidden="true">
            {country.currencySymbol}
          </span>
        }
        error={validationText(t, formState.errors.amount?.message, topUpAmountParams(formState.errors.amount?.message, limits, place.money))}
        {...register('amount', { onChange: clearProblem })}
      />
      {channels.isPending ? (
        <div aria-busy="true" className="wallet-topup__loading">
          <Skeleton height="3.5rem" />
          <Skeleton height="3.5rem" />
          <span className="ui-visually-hidden">{t('common.loading')}</span>
        </div>
      ) : null}
      {channels.isError ? <ProblemWithRetry className="wallet-retry" message={t('topUp.channelsFailed')} retryLabel={t('common.retry')} onRetry={() => void channels.refetch()} /> : null}
      {channels.data && channels.data.length === 0 ? <p role="status">{t('topUp.noChannels')}</p> : null}
      {channels.data && channels.data.length > 0 ? (
        <div className="wallet-topup__channels">
          <p id="wallet-topup-channel-title" className="wallet-topup__legend">
            {t('topUp.channel')}
          </p>
          <RadioCardGroup labelledBy="wallet-topup-channel-title" layout="list" aria-describedby={formState.errors.channelId ? 'wallet-topup-channel-error' : undefined}>
            {channels.data.map((c) => (
              <RadioCard
                key={c.id}
                id={`wallet-channel-${c.id}`}
                layout="row"
                value={String(c.id)}
                title={<bdi>{c.name ?? String(c.id)}</bdi>}
                icon={typeof c.logo === 'string' && c.logo ? <img className="wallet-topup__logo" src={c.logo} width={72} height={24} alt="" decoding="async" /> : undefined}
                {...register('channelId', { onChange: clearProblem })}
              />
            ))}
          </RadioCardGroup>
        </div>
      ) : null}
      {formState.errors.channelId ? (
        <p id="wallet-topup-channel-error" className="ui-field__error" role="alert">
          {validationText(t, formState.errors.channelId.message)}
        </p>
      ) : null}
      {problem ? (
        <p className="wallet-problem" role="alert" data-testid="wallet-topup-problem">
          {problem}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="lg" block loading={busy}>
        {busy ? t('topUp.redirecting') : t('topUp.submit')}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Field, Button } from '@store/shared/ui';
import { useWalletClient, walletQueryKeys } from '../api/walletApi';
import { codeMessage, validationText } from '../i18n/messages';
import { useWalletTranslation } from '../i18n/useWalletTranslation';
import { giftCodeFormSchema, type GiftCodeValues } from '../wallet/walletForms';
import { useWalletPlace } from './useWalletPlace';

type Outcome = { kind: 'added'; amount: number } | { kind: 'refused'; message: string; code: string };

/** Redeem a Codacash gift code on the wallet home (readings 8): success credits the wallet; 1, 313, 314, 704-710 say why not. */
export function GiftCodePanel() {
  const { t } = useWalletTranslation();
  const client = useWalletClient();
  const queryClient = useQueryClient();
  const place = useWalletPlace();
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const { register, handleSubmit, formState, reset } = useForm<GiftCodeValues>({ defaultValues: { giftCode: '' }, resolver: zodResolver(giftCodeFormSchema) });

  const redeem = useMutation({
    mutationFn: ({ giftCode }: GiftCodeValues) => client.redeemGiftCode({ giftCode: giftCode.trim() }),
    onSuccess: (res) => {
      if (res.ok) {
        const amount = Number((res.data as { amount?: unknown } | undefined)?.amount ?? 0);
        setOutcome({ kind: 'added', amount });
        reset({ giftCode: '' });
        void queryClient.invalidateQueries({ queryKey: walletQueryKeys.all });
        return;
      }
      setOutcome({ kind: 'refused', message: codeMessage(t, 'giftCode', res.resultCode), code: String(res.resultCode) });
    },
    onError: () => setOutcome({ kind: 'refused', message: t('common.networkError'), code: 'network' }),
  });
  // The API's answer is about the code it was sent: it goes once the shopper edits the code or sends it again.
  const clearOutcome = () => setOutcome(undefined);
  const submit = handleSubmit((values) => {
    clearOutcome();
    redeem.mutate(values);
  }, clearOutcome);

  return (
    <form className="ui-card wallet-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="wallet-gift-title" data-testid="wallet-gift-code">
      <h2 id="wallet-gift-title">{t('giftCode.title')}</h2>
      <Field
        label={t('giftCode.label')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        error={validationText(t, formState.errors.giftCode?.message)}
        {...register('giftCode', { onChange: clearOutcome })}
      />
      {outcome?.kind === 'added' ? (
        <p role="status" className="wallet-success" data-testid="wallet-gift-outcome">
          {t('giftCode.added', { amount: place.money(outcome.amount) })}
        </p>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <p role="alert" className="wallet-problem" data-testid="wallet-gift-outcome" data-code={outcome.code}>
          {outcome.message}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={redeem.isPending}>
        {t('giftCode.submit')}
      </Button>
    </form>
  );
}

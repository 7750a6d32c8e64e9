import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRootStore } from '@store/shared';
import { maskPhone, OTP_LENGTH, type Country } from '@store/shared/domain';
import { Field, ProblemWithRetry, buttonClassName, Button } from '@store/shared/ui';
import { useWalletClient, useWalletOverview, walletQueryKeys } from '../api/walletApi';
import { WalletFrame } from '../components/WalletFrame';
import { WalletLoading } from '../components/WalletLoading';
import { WalletStateNotice } from '../components/WalletStateNotice';
import { useWalletPlace } from '../components/useWalletPlace';
import { validationText } from '../i18n/messages';
import { useWalletTranslation } from '../i18n/useWalletTranslation';
import { ActivationStep, ActivationStore } from '../wallet/ActivationStore';
import { localSwitchStorage } from '../wallet/switchLimiter';
import { codeSchema, phoneSchema, type CodeValues, type PhoneValues } from '../wallet/walletForms';
import { WalletUiState } from '../wallet/walletState';

export type WalletVerificationPageProps = Record<string, never>;

/** /{cc}/wallet/verify: activation by phone (section 2): the number, then the 6-digit code texted to it. */
export const WalletVerificationPage = observer(function WalletVerificationPage(_props: WalletVerificationPageProps) {
  const { t, ready } = useWalletTranslation();
  const overview = useWalletOverview();
  const place = useWalletPlace();
  const root = useRootStore();
  const client = useWalletClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [activation] = useState(
    () =>
      new ActivationStore(client, () => {
        const { user } = root.session;
        const country = root.shop.country;
        if (!user || !country) return undefined;
        return { userId: user.sub, email: user.email, name: user.name, country, languageCode: root.shop.language?.code ?? 'en' };
      }, Date.now, localSwitchStorage()),
  );

  useEffect(() => {
    if (activation.step !== ActivationStep.Done) return;
    void queryClient.invalidateQueries({ queryKey: walletQueryKeys.all });
    void navigate(place.path('WalletHome'), { replace: true });
  }, [activation.step, queryClient, navigate, place]);

  const body = () => {
    if (overview.failed) return <ProblemWithRetry className="wallet-retry" message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={overview.retry} />;
    if (overview.uiState === WalletUiState.Loading) return <WalletLoading />;
    if (overview.uiState === WalletUiState.Active) {
      return (
        <div className="ui-card wallet-card wallet-card--success" role="status">
          <p>{t('activate.alreadyActive')}</p>
          <Link className={buttonClassName({ variant: 'primary' })} to={place.path('WalletHome')}>
            {t('landing.openWallet')}
          </Link>
        </div>
      );
    }
    if (overview.uiState !== WalletUiState.NotActivated || !place.country) return <WalletStateNotice overview={overview} />;
    const onCode = activation.step === ActivationStep.Code;
    return (
      <>
        <ActivationProgress onCode={onCode} />
        {onCode ? <CodeStep activation={activation} country={place.country} /> : <PhoneStep activation={activation} country={place.country} />}
      </>
    );
  };

  return (
    <WalletFrame title={t('title.verify')} ready={ready} name="verify">
      <p className="wallet__lead">{t('activate.lead')}</p>
      {body()}
    </WalletFrame>
  );
});

const PhoneStep = observer(function PhoneStep({ activation, country }: { activation: ActivationStore; country: Country }) {
  const { t } = useWalletTranslation();
  const schema = useMemo(() => phoneSchema(country), [country]);
  const { register, handleSubmit, formState } = useForm<PhoneValues>({ defaultValues: { phone: activation.phone }, resolver: zodResolver(schema) });
  // The API's refusal is about the number it was sent: it goes once the shopper edits the number or sends it again.
  const submit = handleSubmit(
    async ({ phone }) => {
      await activation.requestCode(phone.trim().replace(/[\s-]/g, ''));
    },
    () => activation.dismissError(),
  );
  return (
    <form className="ui-card wallet-card" onSubmit={(e) => void submit(e)} noValidate aria-describedby={activation.error.display ? 'activation-problem' : undefined}>
      <h2>{t('activate.phone.title')}</h2>
      <Field
        label={t('activate.phone.label')}
        hint={t('activate.phone.hint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        before={
          <span className="wallet-field__prefix" aria-hidden="true">
            {country.phoneCode}
          </span>
        }
        error={validationText(t, formState.errors.phone?.message)}
        {...register('phone', { onChange: () => activation.dismissError() })}
      />
      <ActivationProblem activation={activation} />
      <Button type="submit" variant="primary" disabled={activation.busy}>
        {activation.busy ? t('activate.phone.sending') : t('activate.phone.submit')}
      </Button>
    </form>
  );
});

const CodeStep = observer(function CodeStep({ activation, country }: { activation: ActivationStore; country: Country }) {
  const { t } = useWalletTranslation();
  const { register, handleSubmit, formState, reset } = useForm<CodeValues>({ defaultValues: { otp: '' }, resolver: zodResolver(codeSchema) });
  const seconds = useSecondsLeft(activation);
  // The API's refusal is about the code it was sent: it goes once the shopper edits the code or sends it again.
  const submit = handleSubmit(
    async ({ otp }) => {
      await activation.confirm(otp.trim());
    },
    () => activation.dismissError(),
  );
  return (
    <form className="ui-card wallet-card" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('activate.code.title')}</h2>
      <p role="status">{t('activate.code.sent', { phone: maskPhone(`${country.phoneCode}${activation.phone}`) })}</p>
      <Field
        label={t('activate.code.label')}
        hint={seconds > 0 ? t('activate.code.expiresIn', { seconds }) : t('activate.code.expired')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        error={validationText(t, formState.errors.otp?.message, [OTP_LENGTH])}
        {...register('otp', { onChange: () => activation.dismissError() })}
      />
      <ActivationProblem activation={activation} />
      <div className="wallet-actions">
        <Button type="submit" variant="primary" disabled={activation.busy}>
          {t('activate.code.submit')}
        </Button>
        <Button
          type="button"
          
          disabled={activation.busy}
          onClick={() => {
            reset({ otp: '' });
            void activation.requestCode(activation.phone, true);
          }}
        >
          {t('activate.code.resend')}
        </Button>
        <Button disabled={activation.busy} onClick={() => void activation.changeNumber()}>
          {t('activate.code.changeNumber')}
        </Button>
      </div>
    </form>
  );
});

/** Where the shopper is in the activation: the number, then the code (the current step is marked for screen readers). */
function ActivationProgress({ onCode }: { onCode: boolean }) {
  const { t } = useWalletTranslation();
  const steps = [
    { key: 'activate.phone.title', current: !onCode, done: onCode },
    { key: 'activate.code.title', current: onCode, done: false },
  ];
  return (
    <ol className="wallet-progress" data-testid="wallet-activation-progress">
      {steps.map((s, i) => (
        <li key={s.key} className={`wallet-progress__step${s.current ? ' wallet-progress__step--current' : ''}${s.done ? ' wallet-progress__step--done' : ''}`} aria-current={s.current ? 'step' : undefined}>
          <span className="wallet-progress__number" aria-hidden="true">
            {s.done ? '✓' : i + 1}
          </span>
          <span>{t(s.key)}</span>
        </li>
      ))}
    </ol>
  );
}

/** The creation error (otpInvalid, walletCreateFailed, a refused number), announced. */
const ActivationProblem = observer(function ActivationProblem({ activation }: { activation: ActivationStore }) {
  const { t } = useWalletTranslation();
  if (!activation.error.display) return null;
  return (
    <p id="activation-problem" className="wallet-problem" role="alert" data-error-key={activation.error.key}>
      {t(activation.error.key, { defaultValue: activation.error.message })}
    </p>
  );
});

/** The seconds left on the texted code, ticking once a second. */
function useSecondsLeft(activation: ActivationStore): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return activation.secondsLeft(now);
}

export default WalletVerificationPage;

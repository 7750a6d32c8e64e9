import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { AUTH_SUCCESS, mapSignUpError } from '@store/shared/errors';
import type { Country } from '@store/shared/domain';
import { AuthPage, AuthPageLoading, FormAlert, focusFirstError, SubmitButton } from '../../components/AuthPage';
import { Field, buttonClassName, Button } from '@store/shared/ui';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { authCodeText, authSuccessText, messageText, networkText } from '../../i18n/messages';
import { authTypeOf, maskedUsername, methodOfUsername } from '../../lib/authLogin';
import { codeSchema, fieldMessage, type CodeValues } from '../../lib/authSchemas';
import { clearPendingSignUp, pageSessionStorage, readPendingSignUp, savePendingSignUp, type PendingSignUp } from '../../lib/pendingSignUp';
import { showToast } from '../../lib/toast';
import { useAuthLinks } from '../../lib/useAuthScreen';
import { formatSeconds, useResendTimer } from '../../lib/useResendTimer';

export type VerifySignupPageProps = Record<string, never>;

/** The outcome the confirmation screen shows after a code was accepted here. */
export const CONFIRMED_STATE = { outcome: 'confirmed' } as const;

/** Resend: a new link or code, then the success toast (RESEND_CONFIRMATION_{type}); a failure shows at the form. */
function ResendButton({ pending, onSent, onProblem }: { pending: PendingSignUp; onSent: (p: PendingSignUp) => void; onProblem: (text: string) => void }) {
  const { t } = useAccountTranslation();
  const { auth } = useRootStore();
  const left = useResendTimer(pending.sentAt);
  const [busy, setBusy] = useState(false);
  const type = authTypeOf(methodOfUsername(pending.username));
  const resend = async () => {
    setBusy(true);
    try {
      const delivery = await auth.resendSignUpCode(pending.username);
      const next = { ...pending, sentAt: Date.now(), ...(delivery?.destination ? { destination: delivery.destination } : {}) };
      savePendingSignUp(pageSessionStorage(), next);
      onSent(next);
      showToast(authSuccessText(t, AUTH_SUCCESS.resendConfirmation(type)));
    } catch (error) {
      onProblem(networkText(t, error) ?? authCodeText(t, mapSignUpError(error, type)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="account__resend">
      <span>{t(type === 'Email' ? 'verify.noLink' : 'verify.noCode')}</span>
      <Button variant="ghost" className="account-inline-action" disabled={busy || left > 0} onClick={() => void resend()}>
        {t(type === 'Email' ? 'verify.resendLink' : 'verify.resendCode')}
      </Button>
      {left > 0 ? <span className="account__timer">{t('verify.resendIn', { time: formatSeconds(left) })}</span> : null}
    </div>
  );
}

const VerifyForm = observer(function VerifyForm({ country, initial }: { country: Country; initial: PendingSignUp }) {
  const { t } = useAccountTranslation();
  const { auth } = useRootStore();
  const links = useAuthLinks(country);
  const navigate = useNavigate();
  const [pending, setPending] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const byEmail = methodOfUsername(pending.username) === 'email';
  const form = useForm<CodeValues>({ defaultValues: { code: '' }, resolver: zodResolver(codeSchema), mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const { register, handleSubmit, formState, setError, setFocus } = form;
  const destination = <bdi className="account__destination">{maskedUsername(pending.username)}</bdi>;

  const onValid = async ({ code }: CodeValues) => {
    setProblem(undefined);
    try {
      await auth.confirmSignUp(pending.username, code.trim());
      clearPendingSignUp(pageSessionStorage());
      void navigate(links.confirm, { state: CONFIRMED_STATE, replace: true });
    } catch (error) {
      const offline = networkText(t, error);
      if (offline) return setProblem(offline);
      const mapped = mapSignUpError(error, authTypeOf(methodOfUsername(pending.username)));
      if (mapped === 'CodeMismatchException' || mapped === 'ExpiredCodeException') {
        setError('code', { type: 'server', message: mapped });
        setFocus('code');
      } else setProblem(authCodeText(t, mapped));
    }
  };
  const codeKey = formState.errors.code?.message;
  const codeError = codeKey && !codeKey.startsWith('validation.') ? authCodeText(t, codeKey) : messageText(t, fieldMessage('code', codeKey));

  return (
    <AuthPage title={t(byEmail ? 'verify.emailTitle' : 'verify.mobileTitle')}>
      {byEmail ? (
        <>
          <p>{t('verify.emailSent')}</p>
          <p>{destination}</p>
          <p>{t('verify.emailNext')}</p>
          <ResendButton pending={pending} onSent={setPending} onProblem={setProblem} />
          {problem ? <FormAlert><p>{problem}</p></FormAlert> : null}
          <Link className={buttonClassName({ variant: 'primary', size: 'lg', block: true })} to={links.signIn}>
            {t('verify.goToSignIn')}
          </Link>
        </>
      ) : (
        <FormProvider {...form}>
          <p>{t('verify.codeSent')}</p>
          <p>{destination}</p>
          <form className="account__form" noValidate aria-labelledby="account-title" onSubmit={(e) => void handleSubmit(onValid, (errors) => focusFirstError(errors, ['code'], setFocus))(e)}>
            <Field
              id="verify-code"
              label={t('verify.code')}
              hint={t('verify.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              error={codeError}
              {...register('code')}
            />
            <ResendButton pending={pending} onSent={setPending} onProblem={setProblem} />
            {problem ? <FormAlert><p>{problem}</p></FormAlert> : null}
            <SubmitButton busy={formState.isSubmitting} label={t('verify.submit')} busyLabel={t('verify.submitting')} />
          </form>
        </FormProvider>
      )}
      <div className="account__links">
        <Link to={links.signUp}>{t('verify.startOver')}</Link>
      </div>
    </AuthPage>
  );
});

/** Nothing waits for a confirmation in this tab: say so, with the ways on. */
function NothingPending({ country }: { country: Country }) {
  const { t } = useAccountTranslation();
  const links = useAuthLinks(country);
  return (
    <AuthPage title={t('verify.noneTitle')} intro={t('verify.noneText')}>
      <div className="account__actions">
        <Link className={buttonClassName({ variant: 'primary', size: 'lg', block: true })} to={links.signIn}>
          {t('verify.goToSignIn')}
        </Link>
        <Link className={buttonClassName({ size: 'lg', block: true })} to={links.signUp}>
          {t('signIn.signUp')}
        </Link>
      </div>
    </AuthPage>
  );
}

/** VerifySignup (section 2): verification waiting, the email link or the 6-digit SMS code (readings 7), with resend. */
function VerifySignupPage(_props: VerifySignupPageProps) {
  const { shop } = useRootStore();
  const { ready } = useAccountTranslation();
  const pending = useMemo(() => readPendingSignUp(pageSessionStorage()), []);
  if (!ready || !shop.country) return <AuthPageLoading />;
  if (!pending) return <NothingPending country={shop.country} />;
  return <VerifyForm key={shop.country.code} country={shop.country} initial={pending} />;
}

export default observer(VerifySignupPage);

import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import type { Country } from '@store/shared/domain';
import { AUTH_SUCCESS, mapRecoverPasswordError, type AuthType } from '@store/shared/errors';
import { AuthPage, AuthPageLoading, FormAlert, focusFirstError, SubmitButton } from '../../components/AuthPage';
import { ContactFields } from '../../components/ContactFields';
import { Field, Button, useEarlyEntries } from '@store/shared/ui';
import { PasswordField } from '../../components/PasswordField';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { authCodeText, authSuccessText, messageText, networkText } from '../../i18n/messages';
import { authTypeOf, loginUsername, maskedUsername } from '../../lib/authLogin';
import {
  fieldMessage,
  recoverRequestSchema,
  resetPasswordSchema,
  type RecoverRequestValues,
  type ResetPasswordValues,
} from '../../lib/authSchemas';
import { showToast } from '../../lib/toast';
import { useAuthLinks } from '../../lib/useAuthScreen';
import { formatSeconds, useResendTimer } from '../../lib/useResendTimer';

export type RecoverPasswordPageProps = Record<string, never>;

interface CodeSent {
  readonly username: string;
  readonly type: AuthType;
  readonly sentAt: number;
}

/** Step 1: the email or mobile number the code goes to. */
function RequestStep({ country, onSent }: { country: Country; onSent: (sent: CodeSent) => void }) {
  const { t } = useAccountTranslation();
  const { auth } = useRootStore();
  const links = useAuthLinks(country);
  const schema = useMemo(() => recoverRequestSchema(country), [country]);
  const form = useForm<RecoverRequestValues>({ defaultValues: { method: 'email', email: '', mobile: '' }, resolver: zodResolver(schema), mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  // Server-rendered: what is typed (or sent) before the code has taken the page is kept.
  const earlyEntries = useEarlyEntries('recover-password');
  const [problem, setProblem] = useState<string>();
  const onValid = async (values: RecoverRequestValues) => {
    setProblem(undefined);
    const username = loginUsername(values.method, values, country);
    const type = authTypeOf(values.method);
    try {
      await auth.resetPassword(username);
      showToast(authSuccessText(t, AUTH_SUCCESS.recoverPassword(type)));
      onSent({ username, type, sentAt: Date.now() });
    } catch (error) {
      setProblem(networkText(t, error) ?? authCodeText(t, mapRecoverPasswordError(error, type)));
    }
  };
  return (
    <AuthPage title={t('recover.title')} intro={t('recover.intro')}>
      <FormProvider {...form}>
        <form {...earlyEntries} className="account__form" noValidate aria-labelledby="account-title" onSubmit={(e) => void form.handleSubmit(onValid, (errors) => focusFirstError(errors, ['email', 'mobile'], form.setFocus))(e)}>
          <ContactFields country={country} idPrefix="recover" purpose="recover" />
          {problem ? (
            <FormAlert>
              <p>{problem}</p>
              <Link to={links.signUp}>{t('signIn.signUp')}</Link>
            </FormAlert>
          ) : null}
          <SubmitButton busy={form.formState.isSubmitting} label={t('recover.send')} busyLabel={t('recover.sending')} />
        </form>
      </FormProvider>
      <div className="account__links">
        <Link to={links.signIn}>{t('recover.backToSignIn')}</Link>
      </div>
    </AuthPage>
  );
}

/** Step 2: the code and the new password (typed twice); a new code after the timer. */
function ResetStep({ country, sent, onResent, onStartOver }: { country: Country; sent: CodeSent; onResent: (s: CodeSent) => void; onStartOver: () => void }) {
  const { t } = useAccountTranslation();
  const { auth } = useRootStore();
  const links = useAuthLinks(country);
  const navigate = useNavigate();
  const form = useForm<ResetPasswordValues>({ defaultValues: { code: '', password: '', confirmPassword: '' }, resolver: zodResolver(resetPasswordSchema), mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const { register, handleSubmit, formState, setError, setFocus } = form;
  const [problem, setProblem] = useState<string>();
  const [resending, setResending] = useState(false);
  const left = useResendTimer(sent.sentAt);

  const onValid = async (values: ResetPasswordValues) => {
    setProblem(undefined);
    try {
      await auth.confirmResetPassword(sent.username, values.code.trim(), values.password);
      showToast(authSuccessText(t, AUTH_SUCCESS.resetPassword));
      void navigate(links.signIn, { replace: true });
    } catch (error) {
      const offline = networkText(t, error);
      if (offline) return setProblem(offline);
      const code = mapRecoverPasswordError(error, sent.type);
      const field = code === 'CodeMismatchException' || code === 'ExpiredCodeException' ? 'code' : code === 'InvalidPasswordException' ? 'password' : undefined;
      if (field) {
        setError(field, { type: 'server', message: code });
        setFocus(field);
      } else setProblem(authCodeText(t, code));
    }
  };
  const resend = async () => {
    setResending(true);
    try {
      await auth.resetPassword(sent.username);
      showToast(authSuccessText(t, AUTH_SUCCESS.recoverPassword(sent.type)));
      onResent({ ...sent, sentAt: Date.now() });
    } catch (error) {
      setProblem(networkText(t, error) ?? authCodeText(t, mapRecoverPasswordError(error, sent.type)));
    } finally {
      setResending(false);
    }
  };
  const errorOf = (name: keyof ResetPasswordValues) => {
    const key = formState.errors[name]?.message;
    if (key && !key.startsWith('validation.')) return authCodeText(t, key);
    return messageText(t, fieldMessage(name, key, { mismatchLabel: t('recover.passwords') }));
  };
  return (
    <AuthPage title={t('recover.resetTitle')} focusOnMount>
      <p>{t(sent.type === 'Email' ? 'recover.codeSentEmail' : 'recover.codeSentMobile')}</p>
      <p>
        <bdi className="account__destination">{maskedUsername(sent.username)}</bdi>
      </p>
      <FormProvider {...form}>
        <form className="account__form" noValidate aria-labelledby="account-title" onSubmit={(e) => void handleSubmit(onValid, (errors) => focusFirstError(errors, ['code', 'password', 'confirmPassword'], setFocus))(e)}>
          <Field id="recover-code" label={t('recover.code')} hint={t('verify.codeHint')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} error={errorOf('code')} {...register('code')} />
          <div className="account__resend">
            <Button variant="ghost" className="account-inline-action" disabled={resending || left > 0} onClick={() => void resend()}>
              {t('verify.resendCode')}
            </Button>
            {left > 0 ? <span className="account__timer">{t('verify.resendIn', { time: formatSeconds(left) })}</span> : null}
          </div>
          <PasswordField id="recover-password" label={t('recover.newPassword')} hint={t('password.rule')} error={errorOf('password')} autoComplete="new-password" registration={register('password')} />
          <PasswordField id="recover-confirm" label={t('recover.confirmPassword')} error={errorOf('confirmPassword')} autoComplete="new-password" registration={register('confirmPassword')} />
          {problem ? (
            <FormAlert>
              <p>{problem}</p>
            </FormAlert>
          ) : null}
          <SubmitButton busy={formState.isSubmitting} label={t('recover.reset')} busyLabel={t('recover.resetting')} />
        </form>
      </FormProvider>
      <div className="account__links">
        <Button variant="ghost" className="account-inline-action" onClick={onStartOver}>
          {t('recover.otherAccount')}
        </Button>
        <Link to={links.signIn}>{t('recover.backToSignIn')}</Link>
      </div>
    </AuthPage>
  );
}

const Recover = observer(function Recover({ country }: { country: Country }) {
  const [sent, setSent] = useState<CodeSent>();
  return sent ? (
    <ResetStep country={country} sent={sent} onResent={setSent} onStartOver={() => setSent(undefined)} />
  ) : (
    <RequestStep country={country} onSent={setSent} />
  );
});

/** RecoverPassword (section 2, 4): a code to the email or mobile number, then the new password with it. */
function RecoverPasswordPage(_props: RecoverPasswordPageProps) {
  const { shop } = useRootStore();
  const { ready } = useAccountTranslation();
  if (!ready || !shop.country) return <AuthPageLoading />;
  return <Recover key={shop.country.code} country={shop.country} />;
}

export default observer(RecoverPasswordPage);

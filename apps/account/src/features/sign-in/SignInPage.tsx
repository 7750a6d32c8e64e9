import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import type { Country } from '@store/shared/domain';
import { mapSignInError } from '@store/shared/errors';
import { AuthPage, AuthPageLoading, FormAlert, focusFirstError, SubmitButton } from '../../components/AuthPage';
import { ContactFields } from '../../components/ContactFields';
import { PasswordField } from '../../components/PasswordField';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { authCodeText, messageText, networkText } from '../../i18n/messages';
import { authTypeOf, loginUsername } from '../../lib/authLogin';
import { fieldMessage, signInSchema, type SignInValues } from '../../lib/authSchemas';
import { pageSessionStorage, savePendingSignUp } from '../../lib/pendingSignUp';
import { useAuthLinks } from '../../lib/useAuthScreen';
import { ProviderAnswer, SocialSignInButtons } from '../social-sign-in';
import { CompleteProfile } from '../complete-profile';
import { Button, useEarlyEntries } from '@store/shared/ui';

export type SignInPageProps = Record<string, never>;

/** What went wrong with a sign-in: a section 8 code (UserNotConfirmedException offers a new code), or a network message. */
type Problem = { readonly code: string; readonly username: string } | { readonly text: string };

/** The sign-in form: by email or mobile number, and password. Signed in, the shell returns to the remembered page. */
export const SignInForm = observer(function SignInForm({ country, notice }: { country: Country; notice?: string | undefined }) {
  const { t } = useAccountTranslation();
  const { auth, session } = useRootStore();
  const links = useAuthLinks(country);
  const navigate = useNavigate();
  const schema = useMemo(() => signInSchema(country), [country]);
  const form = useForm<SignInValues>({
    defaultValues: { method: 'email', email: '', mobile: '', password: '' },
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  // Server-rendered: what is typed (or sent) before the code has taken the page is kept.
  const earlyEntries = useEarlyEntries('sign-in');
  const { register, handleSubmit, formState, control, setFocus } = form;
  const method = useWatch({ control, name: 'method' });
  const [problem, setProblem] = useState<Problem | undefined>(notice ? { text: notice } : undefined);
  const [resending, setResending] = useState(false);

  const onValid = async (values: SignInValues) => {
    setProblem(undefined);
    const username = loginUsername(values.method, values, country);
    try {
      await auth.signIn(username, values.password);
      if (!session.isSignedIn) setProblem({ code: 'UNKNOWN_SIGN_IN_ERROR', username });
    } catch (error) {
      const offline = networkText(t, error);
      setProblem(offline ? { text: offline } : { code: mapSignInError(error, authTypeOf(values.method)), username });
    }
  };

  /** An unconfirmed account: send a new link or code and wait for it on the verification screen. */
  const verify = async (username: string) => {
    setResending(true);
    try {
      const delivery = await auth.resendSignUpCode(username);
      savePendingSignUp(pageSessionStorage(), { username, sentAt: Date.now(), ...(delivery?.destination ? { destination: delivery.destination } : {}) });
      void navigate(links.verify);
    } catch (error) {
      setProblem({ text: networkText(t, error) ?? authCodeText(t, mapSignInError(error, authTypeOf(method))) });
    } finally {
      setResending(false);
    }
  };

  const errorOf = (name: keyof SignInValues) => messageText(t, fieldMessage(name, formState.errors[name]?.message));
  return (
    <AuthPage title={t('signIn.title')} intro={t('signIn.intro')}>
      <FormProvider {...form}>
        <form {...earlyEntries} className="account__form" noValidate aria-labelledby="account-title" onSubmit={(e) => void handleSubmit(onValid, (errors) => focusFirstError(errors, ['email', 'mobile', 'password'], setFocus))(e)}>
          <ContactFields country={country} idPrefix="sign-in" purpose="signIn" />
          <PasswordField
            id="sign-in-password"
            label={t('password.label')}
            error={errorOf('password')}
            autoComplete="current-password"
            registration={register('password')}
          />
          {problem ? (
            <FormAlert>
              {'text' in problem ? (
                <p>{problem.text}</p>
              ) : (
                <>
                  <p>{authCodeText(t, problem.code)}</p>
                  {problem.code === 'UserNotConfirmedException' ? (
                    <Button variant="ghost" className="account-inline-action" disabled={resending} onClick={() => void verify(problem.username)}>
                      {t(method === 'email' ? 'signIn.resendLink' : 'signIn.resendCode')}
                    </Button>
                  ) : problem.code === 'LimitExceededException' ? (
                    <Link to={links.recover}>{t('signIn.forgot')}</Link>
                  ) : null}
                </>
              )}
            </FormAlert>
          ) : null}
          <SubmitButton busy={formState.isSubmitting} label={t('signIn.submit')} busyLabel={t('signIn.submitting')} />
        </form>
      </FormProvider>
      <SocialSignInButtons country={country} />
      <div className="account__links">
        <Link to={links.recover}>{t('signIn.forgot')}</Link>
        <span>
          {t('signIn.noAccount')} <Link to={links.signUp}>{t('signIn.signUp')}</Link>
        </span>
      </div>
    </AuthPage>
  );
});

/** SignIn (section 2): sign-in by email or mobile number, or with Google or Facebook (whose answer lands here). */
function SignInPage(_props: SignInPageProps) {
  const { shop, auth, session } = useRootStore();
  const { ready } = useAccountTranslation();
  const location = useLocation();
  const [notice, setNotice] = useState<string>();
  if (!ready || !shop.country) return <AuthPageLoading />;
  if (session.needsProfile) return <CompleteProfile country={shop.country} />;
  // Signed in, the answer is spent: the shell leaves this screen for the remembered page.
  if (auth.isProviderAnswer(location.search) && !session.isSignedIn) return <ProviderAnswer country={shop.country} onUnusable={setNotice} />;
  return <SignInForm key={`${shop.country.code}:${notice ?? ''}`} country={shop.country} notice={notice} />;
}

export default observer(SignInPage);

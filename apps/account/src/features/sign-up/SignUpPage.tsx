import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { routePath, type Country } from '@store/shared/domain';
import { mapSignUpError } from '@store/shared/errors';
import { AuthPage, AuthPageLoading, FormAlert, focusFirstError, SubmitButton } from '../../components/AuthPage';
import { AgeAndCpfFields } from '../../components/AgeAndCpfFields';
import { ContactFields } from '../../components/ContactFields';
import { Field, Checkbox, useEarlyEntries } from '@store/shared/ui';
import { PasswordField } from '../../components/PasswordField';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { authCodeText, messageText, networkText } from '../../i18n/messages';
import { authTypeOf, loginUsername } from '../../lib/authLogin';
import { fieldMessage, needsCpf, normaliseCpf, signUpSchema, type SignUpValues } from '../../lib/authSchemas';
import { invisibleCaptchaToken } from '../../lib/captcha';
import { pageSessionStorage, savePendingSignUp } from '../../lib/pendingSignUp';
import { useAuthLinks } from '../../lib/useAuthScreen';
import { SocialSignInButtons } from '../social-sign-in';

export type SignUpPageProps = Record<string, never>;

/** Where a mapped sign-up code is shown: at its field, else at the form. */
export function signUpErrorField(code: string): keyof SignUpValues | undefined {
  if (code.startsWith('SIGNUP_CPF_')) return 'cpf';
  if (code === 'InvalidPasswordException') return 'password';
  return undefined;
}

/** The attributes a sign-up stores (section 3): contact, name, birth date, country, language, marketing consent. */
export function signUpAttributes(values: SignUpValues, username: string, country: Country, languageCode: string | undefined): Record<string, string> {
  return {
    [values.method === 'email' ? 'email' : 'phone_number']: username,
    name: values.name.trim(),
    'custom:birth_date': values.birthDate,
    'custom:country_code': country.code,
    'custom:country_name': country.enName,
    ...(languageCode ? { 'custom:lang_code': languageCode } : {}),
    'custom:subscribe_marketing': values.marketing ? 'true' : 'false',
  };
}

/** The email an adopt-account offer signs up with (`?email=`), when it looks like one: the shopper can still change it. */
export function offeredEmail(search: string): string {
  const email = new URLSearchParams(search).get('email')?.trim() ?? '';
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : '';
}

export const SignUpForm = observer(function SignUpForm({ country }: { country: Country }) {
  const { t } = useAccountTranslation();
  const { auth, shop, config, theme } = useRootStore();
  const links = useAuthLinks(country);
  const navigate = useNavigate();
  const location = useLocation();
  const schema = useMemo(() => signUpSchema(country), [country]);
  const form = useForm<SignUpValues>({
    defaultValues: { method: 'email', email: offeredEmail(location.search), mobile: '', name: '', password: '', birthDate: '', cpf: '', marketing: false },
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  // Server-rendered: what is typed (or sent) before the code has taken the page is kept.
  const earlyEntries = useEarlyEntries('sign-up');
  const { register, handleSubmit, formState, setError, setFocus } = form;
  const [problem, setProblem] = useState<string>();
  // A deleted account's contact cannot sign up again, nor sign in: the shopper is told to use another one, or the Help page.
  const [deleted, setDeleted] = useState<SignUpValues['method']>();
  const help = theme?.enable.help ? routePath('Help', { countryCode: links.countryCode }) : undefined;
  const withCpf = needsCpf(country);

  const onValid = async (values: SignUpValues) => {
    setProblem(undefined);
    setDeleted(undefined);
    const username = loginUsername(values.method, values, country);
    try {
      const captchaToken = await invisibleCaptchaToken(config.api.captchaUrl, 'signup');
      const result = await auth.signUp({
        username,
        password: values.password,
        attributes: signUpAttributes(values, username, country, shop.language?.code),
        ...(withCpf ? { clientMetadata: { cpf: normaliseCpf(values.cpf) } } : {}),
        validationData: { captchaToken },
      });
      if (result.confirmed) {
        void navigate(links.signIn);
        return;
      }
      savePendingSignUp(pageSessionStorage(), { username, sentAt: Date.now(), ...(result.delivery?.destination ? { destination: result.delivery.destination } : {}) });
      void navigate(links.verify);
    } catch (error) {
      const offline = networkText(t, error);
      if (offline) {
        setProblem(offline);
        return;
      }
      const code = mapSignUpError(error, authTypeOf(values.method));
      const field = signUpErrorField(code);
      if (field) {
        setError(field, { type: 'server', message: code });
        setFocus(field);
      } else {
        if (code.startsWith('ACCOUNT_ALREADY_DELETED')) setDeleted(values.method);
        setProblem(authCodeText(t, code));
      }
    }
  };

  const errorOf = (name: keyof SignUpValues) => {
    const key = formState.errors[name]?.message;
    if (key && !key.startsWith('validation.')) return authCodeText(t, key);
    return messageText(t, fieldMessage(name, key));
  };
  return (
    <AuthPage title={t('signUp.title')} intro={t('signUp.intro')}>
      <FormProvider {...form}>
        <form {...earlyEntries} className="account__form" noValidate aria-labelledby="account-title" onSubmit={(e) => void handleSubmit(onValid, (errors) => focusFirstError(errors, ['email', 'mobile', 'name', 'password', 'birthDate', 'cpf'], setFocus))(e)}>
          <ContactFields country={country} idPrefix="sign-up" purpose="signUp" />
          <Field id="sign-up-name" label={t('signUp.name')} autoComplete="name" maxLength={100} error={errorOf('name')} {...register('name')} />
          <PasswordField
            id="sign-up-password"
            label={t('password.label')}
            hint={t('password.rule')}
            error={errorOf('password')}
            autoComplete="new-password"
            registration={register('password')}
          />
          <AgeAndCpfFields
            idPrefix="sign-up"
            withCpf={withCpf}
            birthDate={register('birthDate')}
            cpf={register('cpf')}
            errors={{ birthDate: errorOf('birthDate'), cpf: errorOf('cpf') }}
          />
          <Checkbox id="sign-up-marketing" className="account__check" label={t('signUp.marketing')} {...register('marketing')} />
          {problem ? (
            <FormAlert>
              <p>{problem}</p>
              {deleted ? (
                <>
                  <p>{t(deleted === 'email' ? 'signUp.deletedEmail' : 'signUp.deletedMobile')}</p>
                  {help ? <Link to={help}>{t('signUp.contactSupport')}</Link> : null}
                </>
              ) : (
                <Link to={links.signIn}>{t('signUp.haveAccount')}</Link>
              )}
            </FormAlert>
          ) : null}
          <SubmitButton busy={formState.isSubmitting} label={t('signUp.submit')} busyLabel={t('signUp.submitting')} />
        </form>
      </FormProvider>
      <SocialSignInButtons country={country} />
      <div className="account__links">
        <span>
          {t('signUp.haveAccountQuestion')} <Link to={links.signIn}>{t('signUp.signIn')}</Link>
        </span>
      </div>
    </AuthPage>
  );
});

/** SignUp (section 2): by email or mobile number; then the verification screen. */
function SignUpPage(_props: SignUpPageProps) {
  const { shop } = useRootStore();
  const { ready } = useAccountTranslation();
  if (!ready || !shop.country) return <AuthPageLoading />;
  return <SignUpForm key={shop.country.code} country={shop.country} />;
}

export default observer(SignUpPage);

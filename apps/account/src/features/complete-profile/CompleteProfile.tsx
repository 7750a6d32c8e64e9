import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import type { Country } from '@store/shared/domain';
import { AgeAndCpfFields } from '../../components/AgeAndCpfFields';
import { AuthPage, FormAlert, focusFirstError, SubmitButton } from '../../components/AuthPage';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { authCodeText, messageText, networkText } from '../../i18n/messages';
import { invisibleCaptchaToken } from '../../lib/captcha';
import { fieldMessage, needsCpf, normaliseCpf, profileSchema, type ProfileValues } from '../../lib/authSchemas';
import { Button } from '@store/shared/ui';

/** The API's refusals of /user/auth, at the field they concern (section 8's sign-up CPF messages for the CPF). */
const FIELD_OF_RESULT: Readonly<Record<string, { field: keyof ProfileValues; key: string } | undefined>> = {
  UNDER_AGE: { field: 'birthDate', key: 'validation.underage' },
  INVALID_BIRTH_DATE: { field: 'birthDate', key: 'validation.date' },
};
const CPF_RESULTS = ['CPF_DETAILS_MISSING', 'CPF_INVALID_DATA', 'CPF_ALREADY_USED', 'CPF_PROCESS_FAILED'];

/**
 * Profile completion (section 7 POST /user/auth: date of birth, CPF): a Google or Facebook account does not come
 * with a date of birth, and the store sells to adults only, so the sign-in finishes here. Done, the user is
 * loaded again and the shell goes back to the remembered page.
 */
export const CompleteProfile = observer(function CompleteProfile({ country }: { country: Country }) {
  const { t } = useAccountTranslation();
  const { auth, api, config, shop } = useRootStore();
  const schema = useMemo(() => profileSchema(country), [country]);
  const withCpf = needsCpf(country);
  const form = useForm<ProfileValues>({ defaultValues: { birthDate: '', cpf: '' }, resolver: zodResolver(schema), shouldFocusError: false });
  const { register, handleSubmit, formState, setError, setFocus } = form;
  const [problem, setProblem] = useState<string>();

  const onValid = async (values: ProfileValues) => {
    setProblem(undefined);
    try {
      const gRecaptchaToken = await invisibleCaptchaToken(config.api.captchaUrl, 'user_auth');
      const result = await api.account.auth({
        langCode: shop.language?.code ?? 'en',
        birthDate: values.birthDate,
        ...(withCpf ? { cpfInfo: { cpf: normaliseCpf(values.cpf) } } : {}),
        gRecaptchaToken,
      });
      if (!result.ok) {
        const code = String(result.resultCode ?? '');
        const atField = FIELD_OF_RESULT[code];
        if (atField) {
          setError(atField.field, { message: atField.key });
          setFocus(atField.field);
        } else if (CPF_RESULTS.includes(code)) {
          setError('cpf', { message: `SIGNUP_${code}` });
          setFocus('cpf');
        } else if (code === 'CAPTCHA_FAILED') setProblem(authCodeText(t, code));
        else setProblem(networkText(t, new TypeError('no answer')) ?? authCodeText(t, 'UNKNOWN'));
        return;
      }
      await auth.reloadUser();
    } catch (error) {
      setProblem(networkText(t, error) ?? authCodeText(t, 'UNKNOWN'));
    }
  };

  const errorOf = (name: keyof ProfileValues) => {
    const key = formState.errors[name]?.message;
    if (key?.startsWith('SIGNUP_')) return authCodeText(t, key);
    return messageText(t, fieldMessage(name, key));
  };
  return (
    <AuthPage title={t('profile.title')} intro={t('profile.intro')} focusOnMount>
      <form className="account__form" noValidate aria-labelledby="account-title" onSubmit={(e) => void handleSubmit(onValid, (errors) => focusFirstError(errors, ['birthDate', 'cpf'], setFocus))(e)}>
        <AgeAndCpfFields
          idPrefix="profile"
          withCpf={withCpf}
          birthDate={register('birthDate')}
          cpf={register('cpf')}
          errors={{ birthDate: errorOf('birthDate'), cpf: errorOf('cpf') }}
        />
        {problem ? (
          <FormAlert>
            <p>{problem}</p>
          </FormAlert>
        ) : null}
        <SubmitButton busy={formState.isSubmitting} label={t('profile.submit')} busyLabel={t('profile.submitting')} />
      </form>
      <div className="account__links">
        <Button variant="ghost" className="account-inline-action" onClick={() => void auth.signOut()}>
          {t('profile.signOut')}
        </Button>
      </div>
    </AuthPage>
  );
});

import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useRootStore } from '@store/shared';
import { localeSegment, routePath } from '@store/shared/domain';
import { AUTH_SUCCESS, mapChangePasswordError } from '@store/shared/errors';
import { PasswordField } from '../../components/PasswordField';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { authCodeText, authSuccessText, messageText, networkText } from '../../i18n/messages';
import { fieldMessage } from '../../lib/authSchemas';
import { showToast } from '../../lib/toast';
import { AreaAlert, BusyButton } from '../account-area';
import { changePasswordSchema, type ChangePasswordValues } from './changePasswordSchema';

const ORDER: ReadonlyArray<keyof ChangePasswordValues> = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Settings → Security → change password through the auth provider (section 7). A wrong current password is
 * NotAuthorizedExceptionPassReset on that field; success says CHANGE_PASSWORD_SUCCESS; a revoked session signs out.
 */
export function ChangePasswordForm() {
  const { t } = useAccountTranslation();
  const { auth, shop } = useRootStore();
  const navigate = useNavigate();
  const form = useForm<ChangePasswordValues>({ defaultValues: EMPTY, resolver: zodResolver(changePasswordSchema), mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const { register, handleSubmit, formState, setError, setFocus, reset } = form;
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState(false);

  const onValid = async (values: ChangePasswordValues) => {
    setProblem(undefined);
    setDone(false);
    if (!auth.changePassword) return setProblem(t('settings.password.unavailable'));
    try {
      await auth.changePassword(values.currentPassword, values.newPassword);
      const message = authSuccessText(t, AUTH_SUCCESS.changePassword);
      showToast(message);
      setDone(true);
      reset(EMPTY);
    } catch (error) {
      const offline = networkText(t, error);
      if (offline) return setProblem(offline);
      const mapped = mapChangePasswordError(error);
      if (mapped.logout) {
        await auth.signOut().catch(() => undefined);
        showToast(t('settings.password.sessionEnded'), 'error');
        if (shop.country) void navigate(routePath('SignIn', { countryCode: localeSegment(shop.country, shop.language) }), { replace: true });
        return;
      }
      const field = mapped.code === 'NotAuthorizedExceptionPassReset' ? 'currentPassword' : mapped.code === 'InvalidPasswordException' ? 'newPassword' : undefined;
      if (field) {
        setError(field, { type: 'server', message: mapped.code });
        setFocus(field);
      } else setProblem(authCodeText(t, mapped.code));
    }
  };

  const errorOf = (name: keyof ChangePasswordValues) => {
    const key = formState.errors[name]?.message;
    if (!key) return undefined;
    if (key.startsWith('settings.')) return t(key);
    if (!key.startsWith('validation.')) return authCodeText(t, key);
    return messageText(t, fieldMessage(name, key, { mismatchLabel: t('settings.password.passwords') }));
  };

  return (
    <FormProvider {...form}>
      <form
        className="settings__form"
        noValidate
        aria-labelledby="settings-password-title"
        onSubmit={(e) =>
          void handleSubmit(onValid, (errors) => {
            const first = ORDER.find((f) => errors[f]);
            if (first) setFocus(first);
          })(e)
        }
      >
        <h3 id="settings-password-title">{t('settings.password.title')}</h3>
        <PasswordField id="settings-current-password" label={t('settings.password.current')} error={errorOf('currentPassword')} autoComplete="current-password" registration={register('currentPassword')} />
        <PasswordField id="settings-new-password" label={t('settings.password.new')} hint={t('password.rule')} error={errorOf('newPassword')} autoComplete="new-password" registration={register('newPassword')} />
        <PasswordField id="settings-confirm-password" label={t('settings.password.confirm')} error={errorOf('confirmPassword')} autoComplete="new-password" registration={register('confirmPassword')} />
        {problem ? (
          <AreaAlert>
            <p>{problem}</p>
          </AreaAlert>
        ) : null}
        {done ? (
          <p className="area-ok" role="status">
            {authSuccessText(t, AUTH_SUCCESS.changePassword)}
          </p>
        ) : null}
        <div className="area__actions">
          <BusyButton busy={formState.isSubmitting} label={t('settings.password.submit')} busyLabel={t('settings.password.submitting')} />
        </div>
      </form>
    </FormProvider>
  );
}

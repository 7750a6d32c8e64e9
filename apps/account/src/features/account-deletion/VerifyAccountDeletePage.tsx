import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore, z } from '@store/shared';
import { localeSegment, OTP_LENGTH, routePath } from '@store/shared/domain';
import { AUTH_SUCCESS } from '@store/shared/errors';
import { Field, Button } from '@store/shared/ui';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { authCodeText, authSuccessText } from '../../i18n/messages';
import { showToast } from '../../lib/toast';
import { formatSeconds, useResendTimer } from '../../lib/useResendTimer';
import { AreaAlert, AreaPage, AreaPageLoading, BusyButton } from '../account-area';
import { confirmDeletion, isDeletionCodeSent, type DeletionCodeSent } from './deletionApi';
import { useStartDeletion } from './useStartDeletion';

export type VerifyAccountDeletePageProps = Record<string, never>;

const CodeSchema = z.object({ code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'deletion.codeFormat')) });
type CodeValues = z.infer<typeof CodeSchema>;

/**
 * VerifyAccountDelete (section 2): the code emailed by init-delete confirms the deletion; DELETE_ACCOUNT_SUCCESS,
 * then the shopper is signed out. A new code after 30 s (section 9 "timer 30"), within the limit of 3 a day.
 */
function VerifyAccountDeletePage(_props: VerifyAccountDeletePageProps) {
  const { t, ready } = useAccountTranslation();
  const { api, auth, shop } = useRootStore();
  const location = useLocation();
  const navigate = useNavigate();
  const [sent, setSent] = useState<DeletionCodeSent | undefined>(() => (isDeletionCodeSent(location.state) ? location.state : undefined));
  const left = useResendTimer(sent?.sentAt ?? 0);
  const resend = useStartDeletion((s) => setSent(s));
  const form = useForm<CodeValues>({ defaultValues: { code: '' }, resolver: zodResolver(CodeSchema), shouldFocusError: true });
  const [problem, setProblem] = useState<string>();
  const settings = shop.country ? routePath('UserSettings', { countryCode: localeSegment(shop.country, shop.language) }) : '/';

  if (!ready) return <AreaPageLoading />;

  const onValid = async ({ code }: CodeValues) => {
    setProblem(undefined);
    const result = await confirmDeletion(api.account, code);
    switch (result.kind) {
      case 'deleted':
        showToast(authSuccessText(t, AUTH_SUCCESS.deleteAccount));
        await auth.signOut().catch(() => undefined);
        if (shop.country) void navigate(routePath('Homepage', { countryCode: localeSegment(shop.country, shop.language) }), { replace: true });
        return;
      case 'codeMismatch':
        form.setError('code', { type: 'server', message: 'CodeMismatchException' });
        return form.setFocus('code');
      case 'codeExpired':
        form.setError('code', { type: 'server', message: 'ExpiredCodeException' });
        return form.setFocus('code');
      case 'locked':
        return setProblem(t('deletion.locked'));
      case 'subscriptionActive':
        return setProblem(t('deletion.subscriptionActive'));
      case 'signedOut':
        return setProblem(t('deletion.signedOut'));
      default:
        return setProblem(t('deletion.failed'));
    }
  };
  const errorKey = form.formState.errors.code?.message;
  const codeError = !errorKey ? undefined : errorKey.startsWith('deletion.') ? t(errorKey, { length: OTP_LENGTH }) : authCodeText(t, errorKey);

  return (
    <AreaPage title={t('page.deleteAccount')} intro={t('deletion.verifyIntro')} className="deletion">
      <div className="area__card">
        {sent ? (
          <p>
            {t('deletion.codeSentTo')} <bdi className="deletion__destination">{sent.destination}</bdi>
          </p>
        ) : (
          <p>{t('deletion.codeSentEarlier')}</p>
        )}
        <form noValidate aria-labelledby="page-title-account" onSubmit={(e) => void form.handleSubmit(onValid)(e)}>
          <Field id="delete-code" label={t('deletion.code')} hint={t('deletion.codeHint')} inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH} error={codeError} {...form.register('code')} />
          <div className="area__actions">
            <Button variant="ghost" className="account-inline-action" disabled={resend.busy || left > 0} onClick={() => void resend.start()}>
              {t('deletion.resend')}
            </Button>
            {left > 0 ? <span className="area__note">{t('deletion.resendIn', { time: formatSeconds(left) })}</span> : null}
          </div>
          {resend.problem ? (
            <AreaAlert>
              <p>{resend.problem.text}</p>
            </AreaAlert>
          ) : null}
          {problem ? (
            <AreaAlert>
              <p>{problem}</p>
            </AreaAlert>
          ) : null}
          <p className="area__note">{t('deletion.final')}</p>
          <div className="area__actions">
            <BusyButton tone="danger" busy={form.formState.isSubmitting} label={t('deletion.confirm')} busyLabel={t('deletion.confirming')} />
            <Link to={settings}>{t('deletion.keep')}</Link>
          </div>
        </form>
      </div>
    </AreaPage>
  );
}

export default observer(VerifyAccountDeletePage);

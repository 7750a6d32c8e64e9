import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore, SOCIAL_PROVIDERS, type SocialProvider } from '@store/shared';
import { catalogueEntry } from '@store/shared/errors';
import { routePath, type Country } from '@store/shared/domain';
import { Spinner, Button } from '@store/shared/ui';
import { AuthPage, FormAlert } from '../../components/AuthPage';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { authCodeText } from '../../i18n/messages';
import { showToast } from '../../lib/toast';
import { useAuthLinks } from '../../lib/useAuthScreen';

/** The SignIn screen's absolute URL: where the hosted sign-in answers (the API accepts only a storefront's sign-in screen). */
function signInReturnUrl(countryCode: string): string {
  return `${window.location.origin}${routePath('SignIn', { countryCode })}`;
}

function ProviderMark({ provider }: { provider: SocialProvider }) {
  return provider === 'Google' ? (
    <svg className="social__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
    </svg>
  ) : (
    <svg className="social__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path fill="#fff" d="M15.1 12.9l.4-2.8h-2.7V8.3c0-.8.4-1.5 1.6-1.5h1.2V4.4s-1.1-.2-2.2-.2c-2.3 0-3.7 1.4-3.7 3.8v2.1H7.2v2.8h2.5V20h3.1v-7.1h2.3z" />
    </svg>
  );
}

/** "Continue with Google / Facebook" (section 3 sign-in methods): leaves for the provider's sign-in. */
export const SocialSignInButtons = observer(function SocialSignInButtons({ country }: { country: Country }) {
  const { t } = useAccountTranslation();
  const { auth } = useRootStore();
  const { countryCode } = useAuthLinks(country);
  const [leaving, setLeaving] = useState<SocialProvider>();
  const [failed, setFailed] = useState(false);

  const start = async (provider: SocialProvider) => {
    setFailed(false);
    setLeaving(provider);
    try {
      await auth.signInWithProvider(provider, signInReturnUrl(countryCode));
    } catch {
      setFailed(true);
      setLeaving(undefined);
    }
  };

  return (
    <div className="social">
      <p className="social__divider">{t('social.or')}</p>
      {SOCIAL_PROVIDERS.map((provider) => (
        <Button key={provider} block disabled={leaving !== undefined} aria-busy={leaving === provider} onClick={() => void start(provider)}>
          {leaving === provider ? <span className="ui-button__spinner" aria-hidden="true" /> : <ProviderMark provider={provider} />}
          {t(provider === 'Google' ? 'social.google' : 'social.facebook')}
        </Button>
      ))}
      {failed ? (
        <FormAlert>
          <p>{t('social.unavailable')}</p>
        </FormAlert>
      ) : null}
    </div>
  );
});

/** Refusals that end on the home page with their message (section 8 social sign-in). */
const HOME_WITH_MESSAGE = ['DELETED_EMAIL_ACCOUNT', 'EMAIL_ATTRIBUTE_MISSING', 'ACCESS_DENIED'] as const;

function errorCodeOf(error: unknown): string {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? name : 'UNKNOWN_SIGN_IN_ERROR';
}

/**
 * The SignIn screen opened with the hosted sign-in's answer (`?code=&state=` or `?error=`): completes the sign-in.
 * Signed in, the shell returns to the remembered page. A deleted account, a missing email and a denial go home with
 * their message; an answer that cannot be used (expired, another tab's) stays here with a way to try again.
 */
export const ProviderAnswer = observer(function ProviderAnswer({ country, onUnusable }: { country: Country; onUnusable: (message: string) => void }) {
  const { t } = useAccountTranslation();
  const { auth } = useRootStore();
  const location = useLocation();
  const navigate = useNavigate();
  const links = useAuthLinks(country);
  const started = useRef(false);

  useEffect(() => {
    // Once: an answer's code is single-use (React's development double effects must not spend it twice).
    if (started.current) return;
    started.current = true;
    const returnUrl = signInReturnUrl(links.countryCode);
    auth.completeProviderSignIn(location.search, returnUrl).catch((error: unknown) => {
      const code = errorCodeOf(error);
      if ((HOME_WITH_MESSAGE as readonly string[]).includes(code)) {
        const entry = catalogueEntry('socialSignIn', code);
        if (entry) showToast(t(entry.key, { defaultValue: entry.message }), code === 'ACCESS_DENIED' ? 'info' : 'error');
        void navigate(links.home, { replace: true });
        return;
      }
      onUnusable(code === 'PROVIDER_SIGN_IN_EXPIRED' ? t('social.expired') : authCodeText(t, 'UNKNOWN_SIGN_IN_ERROR'));
      void navigate(links.signIn, { replace: true });
    });
  }, [auth, location.search, links, navigate, onUnusable, t]);

  return (
    <AuthPage title={t('social.completingTitle')}>
      <div className="account__status">
        <Spinner label={t('social.completing')} />
        <p aria-hidden="true">{t('social.completing')}</p>
      </div>
    </AuthPage>
  );
});

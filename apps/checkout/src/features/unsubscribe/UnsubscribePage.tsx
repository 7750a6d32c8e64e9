import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useRootStore, z } from '@store/shared';
import { routePath, localeSegment } from '@store/shared/domain';
import { Button, buttonClassName, useHydrated } from '@store/shared/ui';
import { ensureCheckoutStyles } from '../../components/styles';
import { codeMessage } from '../../i18n/messages';
import { useCheckoutTranslation } from '../../i18n/useCheckoutTranslation';
import { browserStorage } from '../../lib/browserStorage';
import { dateText } from '../../lib/dateText';
import { activeUntilAhead, cancelledSubscriptionOf, readCancelled, rememberCancelled, type CancelledSubscription } from './cancelledSubscription';

export type UnsubscribePageProps = Record<string, never>;

/** The emailed link's token (readings 8); a link that does not carry one is refused before anything is sent. */
export const UnsubscribeSchema = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'unsubscribe.invalidLink' })) });
export type UnsubscribeValues = z.infer<typeof UnsubscribeSchema>;
const UnsubscribeResponseSchema = z.object({ resultCode: z.coerce.number() });

/** /{cc}/unsubscribe?token=...: cancels a subscription from its emailed link, without signing in (readings 8). */
export const UnsubscribePage = observer(function UnsubscribePage(_props: UnsubscribePageProps) {
  ensureCheckoutStyles();
  const store = useRootStore();
  const { t, ready } = useCheckoutTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkValid = UnsubscribeSchema.safeParse({ token }).success;
  const form = useForm<UnsubscribeValues>({ values: { token }, resolver: zodResolver(UnsubscribeSchema) });
  const local = useMemo(() => browserStorage('local'), []);
  // What this browser remembers is not on the server: read once the page runs in the browser (no hydration mismatch).
  const hydrated = useHydrated();
  const remembered = hydrated && linkValid ? readCancelled(local, token) : undefined;
  const unsubscribe = useMutation({
    mutationFn: async (values: UnsubscribeValues) => {
      const res = await store.api.account.unsubscribe(values);
      // No result code: no answer (or not the API's) - the page offers a retry, as for a network error.
      if (res.resultCode === undefined) throw new Error(`unsubscribe: no result (HTTP ${res.httpStatus})`);
      const { resultCode } = UnsubscribeResponseSchema.parse(res);
      return { resultCode, subscription: cancelledSubscriptionOf(res.data) };
    },
    onSuccess: ({ resultCode, subscription }, values) => {
      if (resultCode === 0) rememberCancelled(local, values.token, subscription);
    },
  });
  const resultCode = unsubscribe.data?.resultCode;
  /** The subscription's name, and until when it stays active when that is still ahead. */
  const details = (subscription: CancelledSubscription) => {
    const until = activeUntilAhead(subscription);
    const date = until ? dateText(until, store.shop.language?.locale ?? 'en') : undefined;
    return (
      <>
        {subscription.product ? <p data-testid="unsub-product">{t('unsubscribe.subscription', { product: subscription.product })}</p> : null}
        {date ? <p data-testid="unsub-active-until">{t('unsubscribe.activeUntil', { date })}</p> : null}
      </>
    );
  };
  const home = store.shop.country ? routePath('Homepage', { countryCode: localeSegment(store.shop.country, store.shop.language) }) : '/';
  const tokenError = form.formState.errors.token?.message;

  if (!ready) return <section className="checkout" data-remote-page="checkout" aria-busy="true" />;
  return (
    <section className="checkout unsubscribe" data-remote-page="checkout" aria-labelledby="unsub-title" dir={store.shop.rtl ? 'rtl' : 'ltr'}>
      <div className="ui-card message-card">
        <span className="message-card__art" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
          </svg>
        </span>
        <h1 id="unsub-title">{t('unsubscribe.title')}</h1>
        {!linkValid || tokenError ? (
          <p role="alert">{t(tokenError ?? 'unsubscribe.invalidLink')}</p>
        ) : unsubscribe.data && resultCode === 0 ? (
          <div role="status">
            <p>{t('unsubscribe.done')}</p>
            {details(unsubscribe.data.subscription)}
          </div>
        ) : remembered ? (
          // This link cancelled it before, in this browser: said so, not offered again.
          <div role="status">
            <p>{t('unsubscribe.alreadyCancelled')}</p>
            {details(remembered)}
          </div>
        ) : (
          <form className="message-card__form" noValidate onSubmit={(e) => void form.handleSubmit((values) => unsubscribe.mutate(values))(e)}>
            <p>{t('unsubscribe.explain')}</p>
            <Button type="submit" variant="primary" loading={unsubscribe.isPending}>
              {t('unsubscribe.confirm')}
            </Button>
            {resultCode !== undefined ? <p role="alert">{codeMessage(t, 'subscription', resultCode)}</p> : null}
            {unsubscribe.isError ? <p role="alert">{t('common.networkError')}</p> : null}
          </form>
        )}
        <div className="message-card__actions">
          <Link className={buttonClassName({ variant: 'secondary' })} to={home}>
            {t('common.backHome')}
          </Link>
        </div>
      </div>
    </section>
  );
});

export default UnsubscribePage;

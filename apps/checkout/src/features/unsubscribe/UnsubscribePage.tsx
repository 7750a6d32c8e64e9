import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useRootStore, z } from '@store/shared';
import { routePath, localeSegment } from '@store/shared/domain';
import { Button, buttonClassName } from '@store/shared/ui';
import { ensureCheckoutStyles } from '../../components/styles';
import { codeMessage } from '../../i18n/messages';
import { useCheckoutTranslation } from '../../i18n/useCheckoutTranslation';

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
  const unsubscribe = useMutation({
    mutationFn: async (values: UnsubscribeValues) => {
      const res = await store.api.account.unsubscribe(values);
      // No result code: no answer (or not the API's) - the page offers a retry, as for a network error.
      if (res.resultCode === undefined) throw new Error(`unsubscribe: no result (HTTP ${res.httpStatus})`);
      return UnsubscribeResponseSchema.parse(res).resultCode;
    },
  });
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
        ) : unsubscribe.data === 0 ? (
          <p role="status">{t('unsubscribe.done')}</p>
        ) : (
          <form className="message-card__form" noValidate onSubmit={(e) => void form.handleSubmit((values) => unsubscribe.mutate(values))(e)}>
            <p>{t('unsubscribe.explain')}</p>
            <Button type="submit" variant="primary" loading={unsubscribe.isPending}>
              {t('unsubscribe.confirm')}
            </Button>
            {unsubscribe.data !== undefined ? <p role="alert">{codeMessage(t, 'subscription', unsubscribe.data)}</p> : null}
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

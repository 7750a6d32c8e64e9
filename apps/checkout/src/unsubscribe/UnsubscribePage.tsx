import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router';
import { localePrefix, useRootStore, z } from '@store/shared';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import { codeMessage } from '../ui/messages';
import { ensureCheckoutStyles } from '../ui/styles';

export type UnsubscribePageProps = Record<string, never>;

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
const UnsubscribeResponseSchema = z.object({ resultCode: z.coerce.number() });

type State = { status: 'idle' } | { status: 'working' } | { status: 'done' } | { status: 'refused'; code: number } | { status: 'error' };

/** /{cc}/unsubscribe?token=...: cancels a subscription from its emailed link, without signing in (readings 8). */
export const UnsubscribePage = observer(function UnsubscribePage(_props: UnsubscribePageProps) {
  ensureCheckoutStyles();
  const store = useRootStore();
  const { t, ready } = useCheckoutTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ status: 'idle' });
  const home = store.shop.country ? `${localePrefix(store.shop.country, store.shop.language)}/` : '/';

  async function unsubscribe() {
    setState({ status: 'working' });
    try {
      const res = await store.api.account.http.post('/unsubscribe', { token });
      const parsed = UnsubscribeResponseSchema.safeParse(res.data);
      if (!parsed.success) setState({ status: 'error' });
      else if (parsed.data.resultCode === 0) setState({ status: 'done' });
      else setState({ status: 'refused', code: parsed.data.resultCode });
    } catch {
      setState({ status: 'error' });
    }
  }

  if (!ready) return <section className="checkout" data-remote-page="checkout" aria-busy="true" />;
  return (
    <section className="checkout unsubscribe" data-remote-page="checkout" aria-labelledby="unsub-title" dir={store.shop.rtl ? 'rtl' : 'ltr'}>
      <h1 id="unsub-title">{t('unsubscribe.title')}</h1>
      {!TOKEN.test(token) ? (
        <p role="alert">{t('unsubscribe.invalidLink')}</p>
      ) : state.status === 'done' ? (
        <p role="status">{t('unsubscribe.done')}</p>
      ) : (
        <>
          <p>{t('unsubscribe.explain')}</p>
          <button type="button" className="button button--primary" onClick={() => void unsubscribe()} disabled={state.status === 'working'}>
            {t('unsubscribe.confirm')}
          </button>
          {state.status === 'refused' ? <p role="alert">{codeMessage(t, 'subscription', state.code)}</p> : null}
          {state.status === 'error' ? <p role="alert">{t('common.networkError')}</p> : null}
        </>
      )}
      <p>
        <Link to={home}>{t('common.backHome')}</Link>
      </p>
    </section>
  );
});

export default UnsubscribePage;

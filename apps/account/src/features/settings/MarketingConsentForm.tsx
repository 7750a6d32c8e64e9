import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { storeQueryKey, useRootStore, useStoreQueryInputs, z, type StoreQueryInputs } from '@store/shared';
import type { ShopClient } from '@store/shared/api';
import { ProblemWithRetry, Spinner, Checkbox } from '@store/shared/ui';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { showToast } from '../../lib/toast';
import { AreaAlert, BusyButton } from '../account-area';

/** Whose consent it is: the account's email, else its mobile number (the marketing-consent call's email or msisdn). */
export interface ConsentContact {
  readonly email?: string;
  readonly msisdn?: string;
}

const ConsentItemSchema = z.looseObject({ consent: z.boolean() });
const consentOf = (items: readonly unknown[]): boolean | undefined => {
  const item = ConsentItemSchema.safeParse(items[0]);
  return item.success ? item.data.consent : undefined;
};

/** The recorded consent of the contact in the shop country; undefined when the answer could not be read. */
export function marketingConsentQuery(shop: Pick<ShopClient, 'marketingConsent'>, inputs: StoreQueryInputs, contact: ConsentContact) {
  return queryOptions({
    queryKey: storeQueryKey(['account', 'marketingConsent'], inputs, { ...contact }),
    queryFn: async () => {
      const consent = consentOf(await shop.marketingConsent({ ...contact, country: inputs.countryCode }));
      if (consent === undefined) throw new Error('marketing consent could not be read');
      return consent;
    },
  });
}

const ConsentFormSchema = z.object({ consent: z.boolean() });
type ConsentFormValues = z.infer<typeof ConsentFormSchema>;

/** Settings → Preferences → marketing consent (section 7 /marketing-consent): read, changed with a checkbox, saved on Save. */
export const MarketingConsentForm = observer(function MarketingConsentForm({ contact }: { contact: ConsentContact }) {
  const { t } = useAccountTranslation();
  const { api } = useRootStore();
  const inputs = useStoreQueryInputs();
  const queries = useQueryClient();
  const query = marketingConsentQuery(api.shop, inputs, contact);
  const current = useQuery(query);
  const form = useForm<ConsentFormValues>({ defaultValues: { consent: false }, resolver: zodResolver(ConsentFormSchema) });
  const [saved, setSaved] = useState(false);
  const { reset } = form;
  useEffect(() => {
    if (current.data !== undefined) reset({ consent: current.data });
  }, [current.data, reset]);

  const save = useMutation({
    mutationFn: async (consent: boolean) => {
      const recorded = consentOf(await api.shop.marketingConsent({ ...contact, country: inputs.countryCode, consent }));
      if (recorded !== consent) throw new Error('marketing consent was not saved');
      return recorded;
    },
    onSuccess: (consent) => {
      queries.setQueryData(query.queryKey, consent);
      reset({ consent });
      setSaved(true);
      showToast(t('settings.marketing.saved'));
    },
  });

  if (current.isPending) return <Spinner label={t('settings.marketing.loading')} />;
  if (current.isError) return <ProblemWithRetry className="area-alert" message={t('settings.marketing.loadFailed')} retryLabel={t('area.retry')} onRetry={() => void current.refetch()} />;
  return (
    <form
      className="settings__form"
      noValidate
      aria-labelledby="settings-marketing-title"
      onSubmit={(e) =>
        void form.handleSubmit((v) => {
          setSaved(false);
          save.mutate(v.consent);
        })(e)
      }
    >
      <h3 id="settings-marketing-title">{t('settings.marketing.title')}</h3>
      <Checkbox
        id="settings-marketing-consent"
        className="settings__check"
        label={t('settings.marketing.label')}
        aria-describedby="settings-marketing-hint"
        {...form.register('consent', { onChange: () => setSaved(false) })}
      />
      <p id="settings-marketing-hint" className="area__note">
        {t('settings.marketing.hint')}
      </p>
      {save.isError ? (
        <AreaAlert>
          <p>{t('settings.marketing.saveFailed')}</p>
        </AreaAlert>
      ) : null}
      {saved ? (
        <p className="area-ok" role="status">
          {t('settings.marketing.saved')}
        </p>
      ) : null}
      <div className="area__actions">
        <BusyButton busy={save.isPending} label={t('settings.save')} busyLabel={t('settings.saving')} />
      </div>
    </form>
  );
});

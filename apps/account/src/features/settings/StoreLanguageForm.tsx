import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore, z } from '@store/shared';
import { languagesOf, pathAfterLocalePrefix, withLocalePrefix } from '@store/shared/domain';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { BusyButton } from '../account-area';
import { Select } from '@store/shared/ui';

const LanguageFormSchema = z.object({ language: z.string().check(z.minLength(2)) });
type LanguageFormValues = z.infer<typeof LanguageFormSchema>;

/**
 * Settings → Preferences → the store language: the shop country's languages; Save opens this page under the
 * chosen language's prefix, where the shell switches the language (and saves the account's lang_code, section 4).
 */
export const StoreLanguageForm = observer(function StoreLanguageForm() {
  const { t } = useAccountTranslation();
  const { shop } = useRootStore();
  const location = useLocation();
  const navigate = useNavigate();
  const form = useForm<LanguageFormValues>({ values: { language: shop.language?.code ?? '' }, resolver: zodResolver(LanguageFormSchema) });
  const country = shop.country;
  if (!country) return null;
  const languages = languagesOf(country);
  const onValid = ({ language }: LanguageFormValues) => {
    const chosen = languages.find((l) => l.code === language);
    if (!chosen || chosen.code === shop.language?.code) return;
    void navigate({ pathname: withLocalePrefix(pathAfterLocalePrefix(location.pathname), country, chosen), search: location.search });
  };
  return (
    <form className="settings__form" noValidate aria-labelledby="settings-language-title" onSubmit={(e) => void form.handleSubmit(onValid)(e)}>
      <h3 id="settings-language-title">{t('settings.language.title')}</h3>
      {languages.length < 2 ? (
        <p>{t('settings.language.only', { language: shop.language?.name ?? '' })}</p>
      ) : (
        <>
          <Select id="settings-language" label={t('settings.language.label')} {...form.register('language')}>
            {languages.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
          </Select>
          <div className="area__actions">
            <BusyButton busy={false} label={t('settings.save')} busyLabel={t('settings.saving')} />
          </div>
        </>
      )}
    </form>
  );
});

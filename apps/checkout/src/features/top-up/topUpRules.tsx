import { createContext, useContext, type ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { messageText } from '../../i18n/messages';
import { useCheckoutTranslation } from '../../i18n/useCheckoutTranslation';
import { topUpMessage, type TopUpRules, type TopUpValues } from './topUpSchema';

const TopUpRulesContext = createContext<TopUpRules | null>(null);

/** Gives the top-up form's sections the rules the form validates with (the shop country, the product). */
export function TopUpRulesProvider({ rules, children }: { rules: TopUpRules; children: ReactNode }) {
  return <TopUpRulesContext.Provider value={rules}>{children}</TopUpRulesContext.Provider>;
}

export function useTopUpRules(): TopUpRules {
  const rules = useContext(TopUpRulesContext);
  if (!rules) throw new Error('useTopUpRules needs a TopUpRulesProvider (the top-up form)');
  return rules;
}

/** A field's error in the shop language (the key react-hook-form holds, with the rule's parameters). */
export function useFieldMessage(name: string): string | undefined {
  const { t } = useCheckoutTranslation();
  const { control, getValues } = useFormContext<TopUpValues>();
  const { errors } = useFormState({ control, name: name as never });
  const rules = useTopUpRules();
  const key = (get(errors, name) as { message?: string } | undefined)?.message;
  return messageText(t, topUpMessage(name, key, getValues(), rules));
}

import type { TFunction } from 'i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { TopUpValues } from './topUpValues';

/** What each part of the top-up form gets: the form and the translation function. */
export interface FormPartProps {
  form: UseFormReturn<TopUpValues>;
  t: TFunction;
}

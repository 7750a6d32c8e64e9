// Test helper (jest only): a top-up form's section alone, inside the form and rules the top-up form gives it.
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { countryByCode, type Country } from '@store/shared/domain';
import type { RuntimeConfig } from '@store/shared';
import { renderCheckout } from '../../../testing/checkoutHarness.testutil';
import { TopUpRulesProvider } from '../topUpRules';
import type { TopUpValues } from '../topUpSchema';

function InForm({ children }: { children: ReactNode }) {
  const form = useForm<TopUpValues>();
  const country = countryByCode('sg') as Country;
  return (
    <FormProvider {...form}>
      <TopUpRulesProvider rules={{ country, requiresZoneId: false, billingRequired: false }}>{children}</TopUpRulesProvider>
    </FormProvider>
  );
}

export function renderSection(section: ReactNode, config: RuntimeConfig) {
  return renderCheckout(<InForm>{section}</InForm>, { config, countryCode: 'sg', path: '/en-sg/football-legends' });
}

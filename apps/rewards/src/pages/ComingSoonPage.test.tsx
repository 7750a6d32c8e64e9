import { render, screen } from '@testing-library/react';
import { createStoreI18n, I18nProvider, RootStore, RuntimeConfigSchema, StoreProvider } from '@store/shared';
import { testConfig } from '@store/shared/testing';
import ar from '../i18n/ar.json';
import RewardsLandingPage from './RewardsLandingPage';

it('a page that is not open yet speaks the shop language and shows no developer text', async () => {
  const store = new RootStore({ config: RuntimeConfigSchema.parse(testConfig('http://api.test')) });
  store.shop.setCountry('sa', 'ar');
  render(
    <I18nProvider i18n={createStoreI18n('ar')}>
      <StoreProvider store={store}>
        <RewardsLandingPage />
      </StoreProvider>
    </I18nProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(ar['title.landing']);
  expect(screen.getByText(ar.comingSoon)).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/remote/i);
});

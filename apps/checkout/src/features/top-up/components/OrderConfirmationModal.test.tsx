import { screen } from '@testing-library/react';
import { countryByCode, type Country } from '@store/shared/domain';
import { RuntimeConfigSchema } from '@store/shared';
import { testConfig } from '@store/shared/testing';
import en from '../../../i18n/en.json';
import { renderCheckout } from '../../../testing/checkoutHarness.testutil';
import type { Denomination } from '../../../api/checkoutApi';
import { OrderConfirmationModal } from './OrderConfirmationModal';

const SG = countryByCode('sg') as Country;
const COINS: Denomination = { skuId: 1001, voucherTypeId: 1, gvtId: 1, name: '100 Coins', amount: 100, type: 'currency', price: 1.49, priceMinor: 149, currency: 'SGD' };
const SEASON_PASS: Denomination = { ...COINS, skuId: 1011, name: 'Season Pass (monthly)', type: 'subscription', price: 6.99, priceMinor: 699, recurrenceDays: 30 };

function open(denomination: Denomination, recurrence?: { days: number; price: number }) {
  renderCheckout(
    <OrderConfirmationModal
      country={SG}
      productName="Football Legends"
      denomination={denomination}
      recurrenceDays={recurrence?.days}
      price={recurrence?.price ?? denomination.price}
      channel={{ id: 1, name: 'PayNow', sortOrder: 1, isBackendChannel: false }}
      player={{ userId: '10000001', zoneId: '', nickname: 'StrikerSam' }}
      gift={undefined}
      discount={undefined}
      state={{ status: 'idle' }}
      onConfirm={() => undefined}
      onClose={() => undefined}
    />,
    { config: RuntimeConfigSchema.parse(testConfig('http://api.test')) },
  );
}

it('a subscription states its recurring charge before the first payment', async () => {
  open(SEASON_PASS, { days: 30, price: 6.99 });
  const expected = en['confirm.recurring'].replace('{{days}}', '30').replace('{{price}}', 'S$6.99');
  expect(await screen.findByTestId('recurring-charge')).toHaveTextContent(expected);
});

it('a yearly subscription states the yearly charge', async () => {
  open(SEASON_PASS, { days: 365, price: 63.78 });
  const expected = en['confirm.recurring'].replace('{{days}}', '365').replace('{{price}}', 'S$63.78');
  expect(await screen.findByTestId('recurring-charge')).toHaveTextContent(expected);
});

it('a one-off item says nothing of renewals', async () => {
  open(COINS);
  expect(await screen.findByText('Football Legends')).toBeInTheDocument();
  expect(screen.queryByTestId('recurring-charge')).toBeNull();
});

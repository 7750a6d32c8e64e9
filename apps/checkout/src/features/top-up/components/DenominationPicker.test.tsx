import { screen } from '@testing-library/react';
// useTestServer is a jest set-up (beforeAll/afterAll), not a React hook.
import { useTestServer as testServerForThisFile } from '@store/shared/testing';
import type { Denomination } from '../../../api/checkoutApi';
import { DenominationPicker } from './DenominationPicker';
import { renderSection } from './pickerTestbed.testutil';

const server = testServerForThisFile();

const item = (skuId: number, name: string, icon?: string | null): Denomination => ({
  skuId, voucherTypeId: skuId, gvtId: 1, name, amount: 100, type: 'currency', price: 1.29, priceMinor: 129, maxPrice: null, currency: 'SGD',
  purchaseLimitPerDay: null, recurrenceDays: null, ...(icon !== undefined ? { icon } : {}),
});

describe('DenominationPicker', () => {
  test('each item shows its icon: decorative, sized (no shift when it loads), inside the option it names', async () => {
    renderSection(<DenominationPicker denominations={[item(1001, '100 Coins', 'http://api.test/images/denominations/1001.svg'), item(1002, '300 Coins', null)]} />, server.config);
    const option = await screen.findByRole('radio', { name: /^100 Coins/ });
    const label = option.closest('.ui-radio-card')?.querySelector('label');
    const icon = label?.querySelector('img');
    expect(icon?.getAttribute('src')).toBe('http://api.test/images/denominations/1001.svg');
    expect(icon?.getAttribute('alt')).toBe('');
    expect([icon?.getAttribute('width'), icon?.getAttribute('height')]).toEqual(['48', '48']);
    // An item without an icon shows its name and price alone (no broken image).
    const plain = screen.getByRole('radio', { name: /^300 Coins/ }).closest('.ui-radio-card');
    expect(plain?.querySelector('img')).toBeNull();
  });
});

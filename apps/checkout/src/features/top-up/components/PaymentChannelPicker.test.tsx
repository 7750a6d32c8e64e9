import { screen } from '@testing-library/react';
// useTestServer is a jest set-up (beforeAll/afterAll), not a React hook.
import { useTestServer as testServerForThisFile } from '@store/shared/testing';
import { PaymentChannelPicker } from './PaymentChannelPicker';
import { renderSection } from './pickerTestbed.testutil';

const server = testServerForThisFile();

describe('PaymentChannelPicker', () => {
  test("each channel shows its logo beside its name: decorative, sized, and the channel's name stays the radio's name", async () => {
    renderSection(
      <PaymentChannelPicker
        channels={[
          { id: 11, name: 'PayNow', sortOrder: 1, isBackendChannel: false, logo: 'http://api.test/images/channels/11.svg' },
          { id: 1, name: 'Credit / Debit Card', sortOrder: 2, isBackendChannel: false },
        ]}
        price={1.29}
      />,
      server.config,
    );
    const paynow = await screen.findByRole('radio', { name: /^PayNow/ });
    const logo = paynow.closest('.ui-radio-card')?.querySelector('label img');
    expect(logo?.getAttribute('src')).toBe('http://api.test/images/channels/11.svg');
    expect(logo?.getAttribute('alt')).toBe('');
    expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['72', '24']);
    expect(screen.getByRole('radio', { name: /^Credit \/ Debit Card/ }).closest('.ui-radio-card')?.querySelector('img')).toBeNull();
  });
});

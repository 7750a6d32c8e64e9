import { createMemoryStorage } from '@store/shared/domain';
import { emptyTopUpValues } from '../topUpSchema';
import { draftKey, readTopUpDraft, saveTopUpDraft } from './topUpDraft';

describe('the top-up draft (the form\'s entries for the browser session)', () => {
  const key = draftKey('sg', 'football-legends');

  it('is kept per country and product, and read back whole', () => {
    const storage = createMemoryStorage();
    const values = emptyTopUpValues({ userId: '10000001', skuId: '1001', channelId: '11', email: 'ann@example.com', gameFields: { server: 'Asia-1' } });
    saveTopUpDraft(storage, key, values);
    expect(readTopUpDraft(storage, key)).toEqual(values);
    expect(readTopUpDraft(storage, draftKey('sg', 'other-game'))).toBeUndefined();
    expect(readTopUpDraft(storage, draftKey('id', 'football-legends'))).toBeUndefined();
  });

  it('a damaged or foreign draft is ignored, and unknown fields are dropped', () => {
    for (const raw of ['not json', 'null', '{"userId":5}', JSON.stringify({ ...emptyTopUpValues(), contactMethod: 'pigeon' })]) {
      expect(readTopUpDraft(createMemoryStorage({ [key]: raw }), key)).toBeUndefined();
    }
    const extra = JSON.stringify({ ...emptyTopUpValues(), cardNumber: '4111111111111111' });
    expect(readTopUpDraft(createMemoryStorage({ [key]: extra }), key)).toEqual(emptyTopUpValues());
  });
});

import { zodResolver } from '@hookform/resolvers/zod';
import { claimByDate, claimedPlayer, normaliseGiftCode, redeemMessage, redeemSchema, type RedeemValues } from './redeemSchema';

async function errorsOf(values: RedeemValues): Promise<Record<string, string | undefined>> {
  const result = await zodResolver(redeemSchema('details', true))(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, (v as { message?: string }).message]));
}

test("the claim's player ID and zone ID are checked against the API's limits, the message naming the limit", async () => {
  const errors = await errorsOf({ userId: '1'.repeat(65), zoneId: '2'.repeat(17), otp: '' });
  expect(errors['userId']).toBe('validation.maxLength');
  expect(errors['zoneId']).toBe('validation.maxLength');
  expect(redeemMessage('userId', errors['userId'])).toEqual({ key: 'validation.maxLength', params: [64] });
  expect(redeemMessage('zoneId', errors['zoneId'])).toEqual({ key: 'validation.maxLength', params: [16] });
  expect(await errorsOf({ userId: '1'.repeat(64), zoneId: '2'.repeat(16), otp: '' })).toEqual({});
});

test('a gift code copied in lower case or with spaces around it is the code', () => {
  expect(normaliseGiftCode('  gift-0123456789abcdef01234567 \n')).toBe('GIFT-0123456789ABCDEF01234567');
  expect(normaliseGiftCode(null)).toBe('');
});

test('the claim-by date is a date in the shop language (Latin digits in Arabic), nothing for an unreadable one', () => {
  expect(claimByDate('2026-12-07T08:00:00.000Z', 'en-SG')).toBe('7 December 2026');
  expect(claimByDate('2026-12-07T08:00:00.000Z', 'ar-SA')).toMatch(/7/);
  expect(claimByDate('2026-12-07T08:00:00.000Z', 'ar-SA')).not.toMatch(/[\u0660-\u0669]/);
  expect(claimByDate('soon', 'en-SG')).toBeUndefined();
});

test('the player a claim credited: nickname with ID (and zone), else the ID', () => {
  expect(claimedPlayer({ userId: '10000003', zoneId: '', nickname: 'MidfieldMaya' })).toBe('MidfieldMaya (10000003)');
  expect(claimedPlayer({ userId: '10000003', zoneId: '2001', nickname: 'MidfieldMaya' })).toBe('MidfieldMaya (10000003 / 2001)');
  expect(claimedPlayer({ userId: '10000003', nickname: null })).toBe('10000003');
});

import { zodResolver } from '@hookform/resolvers/zod';
import { redeemMessage, redeemSchema, type RedeemValues } from './redeemSchema';

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

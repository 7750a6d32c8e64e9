import { z } from '@store/shared';
import { readJson, type KeyValueStorage } from '@store/shared/domain';
import type { TopUpValues } from '../topUpSchema';

/*
 * The top-up form's entries for the browser session (session storage, one draft per shop country and
 * product), so a reload, Back from the payment page or "Try again" after a failed payment finds them
 * again. The form holds no card data (payment happens on the provider's page), and nothing else is kept.
 */

export const draftKey = (countryCode: string, gameSlug: string) => `checkout:topUpDraft:${countryCode}:${gameSlug}`;

const text = z.string().check(z.maxLength(1000));
/** A draft is data entering the form again: every field checked, anything else dropped. */
const DraftSchema = z.object({
  userId: text,
  zoneId: text,
  skuId: text,
  /** Drafts saved before subscriptions had a recurrence hold none. */
  recurrenceDays: z._default(text, ''),
  amount: text,
  channelId: text,
  contactMethod: z.enum(['email', 'mobile']),
  email: text,
  mobile: text,
  isGift: z.boolean(),
  giftEmail: text,
  giftName: text,
  giftMessage: text,
  terms: z.boolean(),
  billing: z.object({ name: text, addressLine1: text, addressLine2: text, city: text, state: text, zip: text, province: text }),
  nationality: text,
  gameFields: z.record(z.string(), text),
});

export function readTopUpDraft(storage: KeyValueStorage, key: string): TopUpValues | undefined {
  const parsed = DraftSchema.safeParse(readJson(storage, key));
  return parsed.success ? parsed.data : undefined;
}

export function saveTopUpDraft(storage: KeyValueStorage, key: string, values: TopUpValues): void {
  try {
    storage.setItem(key, JSON.stringify(values));
  } catch {
    // A full or refused storage only costs the shopper their entries after a reload.
  }
}

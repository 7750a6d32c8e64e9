import { z } from '@store/shared';

/**
 * The purchase gates of the white-label store, from the deploy's /config.json (`purchaseGates`): the products
 * behind the age gate and the age it asks for (section 5: "age gate in certain countries (lists not shown)").
 */
export const PurchaseGatesSchema = z.object({
  ageGatedProducts: z._default(z.array(z.string().check(z.minLength(1))), []),
  minimumAge: z._default(z.number().check(z.int(), z.positive()), 18),
  /** Products only a signed-in partner player may buy (section 6: "Some products require an account"; readings 2). */
  accountRequiredProducts: z._default(z.array(z.string().check(z.minLength(1))), []),
});
export type PurchaseGates = z.infer<typeof PurchaseGatesSchema>;

export const NO_PURCHASE_GATES: PurchaseGates = { ageGatedProducts: [], minimumAge: 18, accountRequiredProducts: [] };

export function purchaseGatesConfig(configJson: unknown): PurchaseGates {
  if (!configJson || typeof configJson !== 'object') return NO_PURCHASE_GATES;
  const parsed = PurchaseGatesSchema.safeParse((configJson as { purchaseGates?: unknown }).purchaseGates ?? {});
  return parsed.success ? parsed.data : NO_PURCHASE_GATES;
}

import type { KeyValueStorage } from './storage';

/**
 * The white-label store's age gate answer for a product, kept for the tab (sessionStorage) by the shell's gate
 * and read by the checkout, whose order then carries the 18+ confirmation the API asks for (ageConfirmed).
 */
export const ageGateKey = (product: string): string => `ageGate:${product}`;

/** The answer the shell stores once the shopper is old enough. */
export const AGE_GATE_PASSED = 'passed';

/** Whether the shopper passed the age gate of this product in this tab. */
export function hasPassedAgeGate(tab: Pick<KeyValueStorage, 'getItem'> | undefined, product: string): boolean {
  try {
    return tab?.getItem(ageGateKey(product)) === AGE_GATE_PASSED;
  } catch {
    return false;
  }
}

/**
 * Countries where the white-label store asks for a billing address (section 5: "required for the
 * white-label in certain countries", list not shown). Decision recorded in docs/decisions/billing-address-countries.md.
 */
export const BILLING_ADDRESS_COUNTRIES: readonly string[] = ['us', 'ca'];

export function isBillingAddressRequired(countryCode: string, isWhiteLabel: boolean): boolean {
  return isWhiteLabel && BILLING_ADDRESS_COUNTRIES.includes(countryCode.toLowerCase());
}

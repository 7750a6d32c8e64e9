/**
 * The reasons the API gives in its resultMessage where one code covers several (604: another game or
 * country, a gift, or a first top-up only), each in the shop language.
 */
const API_REASONS: readonly (readonly [RegExp, string])[] = [
  [/first top-up/i, 'promo.refused.firstTopUp'],
  [/gift/i, 'promo.refused.gift'],
];

/**
 * What each promo refusal means, as the shopper reads it (section 8 gives 602-605 one "refresh the
 * page" message; the API's codes say more): 602 unknown or not active, 603 outside its dates,
 * 604 for another game or country (or a gift, or a first top-up only: the API's message says which),
 * 605 fully used, -104 the code's condition is not met (for example a first top-up only).
 */
export function promoRefusalKey(resultCode: number, isGift: boolean, apiMessage?: string | null): string | undefined {
  if (resultCode === 604 && apiMessage) {
    const reason = API_REASONS.find(([pattern]) => pattern.test(apiMessage));
    if (reason) return reason[1];
  }
  switch (resultCode) {
    case 602:
      return 'promo.refused.unknown';
    case 603:
      return 'promo.refused.expired';
    case 604:
      return isGift ? 'promo.refused.gift' : 'promo.refused.otherGame';
    case 605:
      return 'promo.refused.soldOut';
    case -104:
      return 'promo.refused.conditionNotMet';
    default:
      return undefined;
  }
}

/** The order codes that are promo problems: the order is refused because of its code (section 8, 602-605). */
export const PROMO_PROBLEM_CODES: readonly number[] = [602, 603, 604, 605];

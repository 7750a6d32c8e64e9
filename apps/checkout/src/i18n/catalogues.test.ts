import fs from 'node:fs';
import path from 'node:path';
import { VALIDATION_MESSAGES } from '@store/shared/domain';
import { DEFAULT_PURCHASE_ENTRY, ERROR_CATALOGUE, type ErrorGroup } from '@store/shared/errors';
import en from './en.json';
import { describeCatalogueFolder } from '@store/shared/testing';

type Catalogue = Readonly<Record<string, string>>;

/**
 * The error groups whose messages the checkout shows in its own namespace:
 * - order: codeMessage(t, 'order', ...) for the player check, promo codes and refused orders;
 * - transaction: messageFor falls back from an unknown order code to the transaction message groups;
 * - redemption: codeMessage(t, 'redemption', ...) on the gift claim page;
 * - subscription: codeMessage(t, 'subscription', ...) on the unsubscribe page;
 * - network: classifyNetworkError's message when an order cannot reach the API.
 * Plus the default purchase message every group falls back to.
 */
const SHOWN_ERROR_GROUPS: readonly ErrorGroup[] = ['order', 'transaction', 'redemption', 'subscription', 'network'];

/** fieldMessage passes the {0}, {1} parameters of VALIDATION_MESSAGES to i18next as {{0}}, {{1}}. */
const asI18next = (text: string) => text.replace(/(?<!\{)\{(\d+)\}(?!\})/g, '{{$1}}');

/** English of every shared key the checkout resolves (not in en.json: English comes from @store/shared). */
const sharedEnglish: Catalogue = Object.fromEntries([
  ...Object.entries(VALIDATION_MESSAGES).map(([key, message]) => [key, asI18next(message)]),
  ...SHOWN_ERROR_GROUPS.flatMap((group) => Object.values(ERROR_CATALOGUE[group]).map((e) => [e.key, e.message])),
  [DEFAULT_PURCHASE_ENTRY.key, DEFAULT_PURCHASE_ENTRY.message],
]);

/** The error groups the checkout source resolves through @store/shared's helpers (ui/messages.ts only passes a group on). */
function errorGroupsInSource(): string[] {
  const src = path.resolve(__dirname, '..');
  const files = (fs.readdirSync(src, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && path.normalize(f) !== path.join('i18n', 'messages.ts'))
    .map((f) => fs.readFileSync(path.join(src, f), 'utf8'));
  const groups = new Set<string>();
  const literal = (arg: string) => /^'(\w+)'$/.exec(arg.trim())?.[1] ?? `non-literal group: ${arg.trim()}`;
  const helpers: Record<string, ErrorGroup> = {
    classifyNetworkError: 'network',
    authErrorMessage: 'auth',
    authSuccessMessage: 'authSuccess',
    walletCreationError: 'walletCreation',
    walletUnreserveError: 'walletCreation',
    partnerSignInToast: 'partnerSignIn',
    partnerMissingFieldToast: 'partnerSignIn',
    assertGuestLinked: 'guestLinking',
  };
  for (const text of files) {
    for (const m of text.matchAll(/\bcodeMessage\(\s*[^,]+,\s*([^,)]+)/g)) groups.add(literal(m[1] as string));
    for (const m of text.matchAll(/\b(?:messageFor|catalogueEntry|errorStateFor)\(\s*([^,)]+)/g)) groups.add(literal(m[1] as string));
    for (const [helper, group] of Object.entries(helpers)) if (new RegExp(`\\b${helper}\\(`).test(text)) groups.add(group);
  }
  // An order code without a message of its own shows its transaction message group.
  if (groups.has('order')) groups.add('transaction');
  return [...groups].sort();
}

describe('checkout i18n catalogues', () => {
  it('covers every error group the checkout source shows (add a group here and translate it when this fails)', () => {
    expect(errorGroupsInSource().filter((g) => !SHOWN_ERROR_GROUPS.includes(g as ErrorGroup))).toEqual([]);
  });

  it('keeps the shared validation and error keys out of en.json (English comes from @store/shared)', () => {
    expect(Object.keys(sharedEnglish).filter((key) => key in en)).toEqual([]);
  });

  describeCatalogueFolder(__dirname, sharedEnglish);
});

import { VALIDATION_MESSAGES } from '@store/shared/domain';
import { ERROR_CATALOGUE, type ErrorGroup } from '@store/shared/errors';
import { describeCatalogueFolder } from '@store/shared/testing';
import en from './en.json';

/**
 * The error groups the account screens show in their namespace: the section 8 auth messages (sign-in,
 * sign-up, recover), their success toasts, and the network messages of an operation that never reached
 * the auth endpoint.
 */
const SHOWN_ERROR_GROUPS: readonly ErrorGroup[] = ['auth', 'authSuccess', 'network'];

/** fieldMessage passes the {0}, {1} parameters of VALIDATION_MESSAGES to i18next as {{0}}, {{1}}. */
const asI18next = (text: string) => text.replace(/(?<!\{)\{(\d+)\}(?!\})/g, '{{$1}}');

const sharedEnglish: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.entries(VALIDATION_MESSAGES).map(([key, message]) => [key, asI18next(message)]),
  ...SHOWN_ERROR_GROUPS.flatMap((group) => Object.values(ERROR_CATALOGUE[group]).map((e) => [e.key, e.message])),
]);

describe('account i18n catalogues', () => {
  it('keeps the shared validation and error keys out of en.json (English comes from @store/shared)', () => {
    expect(Object.keys(sharedEnglish).filter((key) => key in en)).toEqual([]);
  });

  describeCatalogueFolder(__dirname, sharedEnglish);
});

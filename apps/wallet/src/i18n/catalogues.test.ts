import { VALIDATION_MESSAGES } from '@store/shared/domain';
import { ERROR_CATALOGUE, type ErrorGroup } from '@store/shared/errors';
import { describeCatalogueFolder } from '@store/shared/testing';
import en from './en.json';

type Catalogue = Readonly<Record<string, string>>;

/** The error groups the wallet shows: top-up and gift-code codes, and the creation errors (otpInvalid, walletCreateFailed). */
const SHOWN_ERROR_GROUPS: readonly ErrorGroup[] = ['walletTopup', 'giftCode', 'walletCreation'];
/** The shared validation messages the wallet's forms can show. */
const SHOWN_VALIDATION = ['validation.required', 'validation.invalidType', 'validation.mobile', 'validation.otp', 'validation.currencyFormat', 'validation.minValue', 'validation.maxValue', 'validation.choosePaymentMethod', 'validation.giftCode'] as const;

const asI18next = (text: string) => text.replace(/(?<!\{)\{(\d+)\}(?!\})/g, '{{$1}}');

/** English of every shared key the wallet resolves (not in en.json: English comes from @store/shared). */
const sharedEnglish: Catalogue = Object.fromEntries([
  ...SHOWN_VALIDATION.map((key) => [key, asI18next(VALIDATION_MESSAGES[key])]),
  ...SHOWN_ERROR_GROUPS.flatMap((group) => Object.values(ERROR_CATALOGUE[group]).map((e) => [e.key, e.message])),
]);

describe('wallet i18n catalogues', () => {
  it('keeps the shared validation and error keys out of en.json (English comes from @store/shared)', () => {
    expect(Object.keys(sharedEnglish).filter((key) => key in en)).toEqual([]);
  });

  describeCatalogueFolder(__dirname, sharedEnglish);
});

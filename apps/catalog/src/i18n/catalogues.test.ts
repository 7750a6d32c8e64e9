import fs from 'node:fs';
import path from 'node:path';
import { describeCatalogueFolder } from '@store/shared/testing';

/**
 * @store/shared helpers that resolve a shared validation or error-catalogue key in the caller's namespace.
 * The catalog uses none of them, so its catalogues hold only its own keys.
 */
const SHARED_MESSAGE_HELPERS =
  /\b(VALIDATION_MESSAGES|englishMessage|messageFor|catalogueEntry|errorStateFor|classifyNetworkError|englishErrorMessages|authErrorMessage|authSuccessMessage|[A-Z_]+_CATALOGUE)\b/;

describe('catalog i18n catalogues', () => {
  it('resolves no shared validation or error messages (if it starts to, translate them here as the checkout does)', () => {
    const src = path.resolve(__dirname, '..');
    const users = (fs.readdirSync(src, { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .filter((f) => SHARED_MESSAGE_HELPERS.test(fs.readFileSync(path.join(src, f), 'utf8')));
    expect(users).toEqual([]);
  });

  describeCatalogueFolder(__dirname);
});

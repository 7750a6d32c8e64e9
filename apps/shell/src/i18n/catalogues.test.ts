import en from './en.json';
import ar from './ar.json';
import id from './id.json';
import { catalogueProblems } from '@store/shared/i18n/catalogueCheck.testutil';

describe('shell catalogues', () => {
  describe.each([
    ['ar', ar],
    ['id', id],
  ])('%s', (lang, catalogue) => {
    const problems = catalogueProblems(en, catalogue, lang);

    it('translates every English string of the shell, with every plural form the language needs', () => {
      expect([...problems.missing, ...problems.missingPlurals]).toEqual([]);
    });

    it('keeps the {{placeholders}} of each English string', () => {
      expect(problems.lostPlaceholders).toEqual([]);
    });

    it('has no stale keys', () => {
      expect(problems.stale).toEqual([]);
    });
  });
});

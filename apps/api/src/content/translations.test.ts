import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INFO_PAGES, OFFERED_LANGUAGES } from '@store/shared/domain';
import { CONTENT_SOURCES } from '../catalog/seed';
import { ENGLISH_INFO_PAGES } from '../shop/infoPages';
import { contentTranslations, fillTemplate, readContentTranslations } from './translations';

const languages = contentTranslations();
const placeholders = (text: string) => text.match(/\{\w+\}/g) ?? [];

describe('the API content in every offered language (content/{language}.json)', () => {
  it('has a file for every language a country offers, other than English', () => {
    expect(OFFERED_LANGUAGES.filter((l) => l !== 'en' && !languages.has(l))).toEqual([]);
  });

  describe.each([...languages.keys()])('%s', (language) => {
    const content = languages.get(language)!;

    it('translates every seeded CMS string, and no other', () => {
      expect(CONTENT_SOURCES.filter((source) => !content.strings[source])).toEqual([]);
      expect(Object.keys(content.strings).filter((source) => !CONTENT_SOURCES.includes(source))).toEqual([]);
    });

    it('has every information page with the sections of the English one, each keeping {store} where English has it', () => {
      for (const name of INFO_PAGES) {
        const english = ENGLISH_INFO_PAGES[name];
        const page = content.infoPages[name];
        expect(page.sections).toHaveLength(english.sections.length);
        expect(placeholders(page.description)).toEqual(placeholders(english.description));
        english.sections.forEach((section, i) => {
          const ours = page.sections[i]!;
          expect(ours.paragraphs).toHaveLength(section.paragraphs.length);
          section.paragraphs.forEach((p, j) => expect(placeholders(ours.paragraphs[j]!).sort()).toEqual(placeholders(p).sort()));
        });
      }
    });

    it('reads as English in few places (a copied file is not a translation)', () => {
      const texts = [
        ...CONTENT_SOURCES.map((source) => [source, content.strings[source]] as const),
        ...INFO_PAGES.flatMap((name) => [[ENGLISH_INFO_PAGES[name].title, content.infoPages[name].title] as const]),
      ];
      expect(texts.filter(([english, ours]) => english === ours).length).toBeLessThanOrEqual(Math.floor(texts.length * 0.25));
    });
  });

  it('refuses a malformed file or a language no country offers, naming the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    writeFileSync(join(dir, 'de.json'), JSON.stringify({ strings: {}, gameDescription: 'no placeholders', infoPages: {} }));
    expect(() => readContentTranslations(dir)).toThrow(/content\/de\.json/);
    const other = mkdtempSync(join(tmpdir(), 'content-'));
    writeFileSync(join(other, 'xx.json'), '{}');
    expect(() => readContentTranslations(other)).toThrow(/no country offers xx/);
  });

  it('fills a description template', () => {
    expect(fillTemplate('{unit} for {name}, {label} {other}', { unit: 'Coins', name: 'FL', label: 'ID' })).toBe('Coins for FL, ID {other}');
  });
});

import en from './en.json';
import ar from './ar.json';
import id from './id.json';

const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const keys = (c: Record<string, string>) => new Set(Object.keys(c).map(base));

describe('shell catalogues', () => {
  it.each([
    ['ar', ar],
    ['id', id],
  ])('%s translates every English string of the shell', (_, catalogue) => {
    expect([...keys(catalogue)].sort()).toEqual([...keys(en)].sort());
  });

  it('keeps the {{placeholders}} of each English string', () => {
    for (const catalogue of [ar, id] as Record<string, string>[]) {
      for (const [key, text] of Object.entries(en as Record<string, string>)) {
        const wanted = text.match(/{{\w+}}/g) ?? [];
        const translated = catalogue[key] ?? catalogue[`${base(key)}_other`] ?? '';
        for (const p of wanted) if (p !== '{{count}}') expect(translated).toContain(p);
      }
    }
  });
});

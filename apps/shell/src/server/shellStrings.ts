import { catalogueLoaders, type Catalogue } from '@store/shared';

/** The shell's strings on the server: the same per-language catalogues the browser loads (i18n/*.json). */
const LOADERS = catalogueLoaders((language) => import(/* webpackMode: "eager" */ `../i18n/${language}.json`));

const loaded = new Map<string, Promise<Catalogue>>();

function catalogue(language: string): Promise<Catalogue> {
  const load = LOADERS[language] ?? LOADERS.en;
  if (!load) return Promise.resolve({});
  let found = loaded.get(language);
  if (!found) {
    found = load().catch(() => ({}));
    loaded.set(language, found);
  }
  return found;
}

/** A string lookup in one language, English where a key is missing (readings 13), with {{name}} interpolation. */
export type ShellStrings = (key: string, values?: Readonly<Record<string, string>>) => string;

export async function shellStringsIn(language: string): Promise<ShellStrings> {
  const [own, english] = await Promise.all([catalogue(language), catalogue('en')]);
  return (key, values = {}) => {
    const text = own[key] ?? english[key] ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

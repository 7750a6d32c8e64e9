import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { INFO_PAGES, OFFERED_LANGUAGES } from '@store/shared/domain';

/**
 * The API's content in the storefront's other languages, one file per language in this folder
 * (`{language}.json`): the seeded CMS strings by their English text, the games' description template, and
 * the footer's information pages. English is the source, kept beside the seed (catalog/seed.ts,
 * shop/infoPages.ts); adding a language is adding its file.
 */
const InfoPage = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  sections: z.array(z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }).strict()).min(1),
}).strict();

export type InfoPageContent = z.infer<typeof InfoPage>;

export const ContentFile = z.object({
  /** English text -> this language's text. */
  strings: z.record(z.string(), z.string().min(1)),
  /** "Top up {unit} for {name} instantly. Enter your {label}, ...": {unit}, {name} and {label} are filled in per game. */
  gameDescription: z.string().refine((t) => ['{unit}', '{name}', '{label}'].every((p) => t.includes(p)), 'keeps {unit}, {name} and {label}'),
  infoPages: z.object(Object.fromEntries(INFO_PAGES.map((name) => [name, InfoPage])) as Record<(typeof INFO_PAGES)[number], typeof InfoPage>).strict(),
}).strict();

export type ContentFile = z.infer<typeof ContentFile>;

export const CONTENT_DIR = __dirname;

/** Every language file of the folder, validated; a malformed file stops the API at start with its name. */
export function readContentTranslations(dir: string = CONTENT_DIR): ReadonlyMap<string, ContentFile> {
  const files = new Map<string, ContentFile>();
  for (const file of readdirSync(dir).filter((f) => /^[a-z]{2}\.json$/.test(f)).sort()) {
    const language = file.slice(0, 2);
    if (!(OFFERED_LANGUAGES as readonly string[]).includes(language)) throw new Error(`content/${file}: no country offers ${language}`);
    const parsed = ContentFile.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`content/${file}: ${z.prettifyError(parsed.error)}`);
    files.set(language, parsed.data);
  }
  return files;
}

let cached: ReadonlyMap<string, ContentFile> | undefined;

/** The folder's translations, read once per process. */
export function contentTranslations(): ReadonlyMap<string, ContentFile> {
  cached ??= readContentTranslations();
  return cached;
}

/** Fills a game description template: "{unit}" -> "Coins". */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

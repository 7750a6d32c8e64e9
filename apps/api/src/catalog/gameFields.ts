import { z } from 'zod';
import { badRequest } from '../http/errors';

/** A dynamic game field: an input a game needs besides the user and zone ids (e.g. its server). */
export const GameFieldSchema = z.object({
  name: z.string().regex(/^[a-z][a-zA-Z0-9]{0,30}$/),
  label: z.string().min(1).max(60),
  options: z.array(z.string().min(1).max(60)).min(1).max(50),
});
export type GameField = z.infer<typeof GameFieldSchema>;

/** What a request sends for them: [{ name, value }]. */
export const GameFieldValuesSchema = z
  .array(z.object({ name: z.string().min(1).max(31), value: z.string().trim().max(60) }).strict())
  .max(10);

const GameFieldsSchema = z.array(GameFieldSchema);

/** The game's fields from its catalogue row (a malformed row counts as none). */
export function gameFieldsOf(raw: string): GameField[] {
  try {
    const parsed = GameFieldsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The values a request gives for a game's fields, by name: every field answered with one of its options,
 * and no other names, else a 400 naming `body.gameFields` (nothing is checked against the player here).
 */
export function gameFieldValues(fields: readonly GameField[], values: z.infer<typeof GameFieldValuesSchema> | undefined | null): Record<string, string> {
  const given = new Map((values ?? []).map((v) => [v.name, v.value]));
  const issues = [
    ...fields
      .filter((f) => !f.options.includes(given.get(f.name) ?? ''))
      .map((f) => ({ path: `body.gameFields.${f.name}`, code: 'invalid_option', message: `one of ${f.options.join(', ')}` })),
    ...[...given.keys()]
      .filter((name) => !fields.some((f) => f.name === name))
      .map((name) => ({ path: `body.gameFields.${name}`, code: 'unknown_field', message: 'this game has no such field' })),
  ];
  if (issues.length) throw badRequest(issues);
  return Object.fromEntries(fields.map((f) => [f.name, given.get(f.name) as string]));
}

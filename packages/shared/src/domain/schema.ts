/**
 * The zod every app uses to check the data that enters it. zod/mini is a shared singleton that the shell
 * provides with only the names listed here (scripts/shared-used-exports.cjs: a shared module is otherwise
 * kept whole), so the page evaluates one copy of zod, however many remotes bundle this module.
 *
 * It is zod/mini, zod 4's functional API: a schema carries no methods beyond parse/safeParse/check, so
 * a bundle holds only the builders and checks it names (10 KB gz for this list) instead of classic
 * zod's prototypes, which keep every method and format of every schema (27 KB gz on every page).
 * Written as `z.optional(z.string())`, `z.string().check(z.trim(), z.minLength(1))`,
 * `z.pipe(s, z.transform(fn))`, `z._default(s, v)`, `s.check(z.superRefine(fn))`. Add a name here when
 * an app needs it; the eslint config refuses `import 'zod'` in apps. The Store API (apps/api) keeps
 * classic zod; it may wrap a shared schema (`z.optional(billingAddressSchema)`), not call methods on it.
 */
import { config } from 'zod/mini';

export {
  _default,
  array,
  boolean,
  coerce,
  email,
  enum,
  int,
  literal,
  looseObject,
  maxLength,
  minLength,
  nullable,
  nullish,
  number,
  object,
  optional,
  pipe,
  positive,
  record,
  refine,
  regex,
  string,
  superRefine,
  transform,
  trim,
  union,
  unknown,
  url,
} from 'zod/mini';

// Parse without generating code at run time: no per-schema compile on the page's first parses (start-up
// time), and the store works under a Content-Security-Policy without 'unsafe-eval'. The API does the same.
config({ jitless: true });
export type { infer, input, output, ZodMiniType } from 'zod/mini';

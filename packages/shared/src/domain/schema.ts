/**
 * The zod every app uses to check the data that enters it, provided through @store/shared so the
 * page loads one copy of zod (the shared singleton's), not one per remote. zod itself is not a
 * shared singleton because a shared module keeps every export (87 KB gz whole); this list is what
 * the apps use. Add a name here when an app needs it; the eslint config refuses `import 'zod'` in apps.
 */
import { config } from 'zod';

export { array, boolean, coerce, enum, number, object, record, string, union } from 'zod';

// Parse without generating code at run time: no per-schema compile on the page's first parses (start-up
// time), and the store works under a Content-Security-Policy without 'unsafe-eval'. The API does the same.
config({ jitless: true });
export type { infer, input, output, ZodType } from 'zod';

/**
 * The zod every app uses to check the data that enters it, provided through @store/shared so the
 * page loads one copy of zod (the shared singleton's), not one per remote. zod itself is not a
 * shared singleton because a shared module keeps every export (87 KB gz whole); this list is what
 * the apps use. Add a name here when an app needs it; the eslint config refuses `import 'zod'` in apps.
 */
export { array, boolean, coerce, enum, number, object, record, string, union } from 'zod';
export type { infer, input, output, ZodType } from 'zod';

// Evaluated by the bootstrap before the kernel, in a task of its own: the store's zod (a shared module the shell
// provides), which the kernel's schemas and every remote's domain code then use as it is.
import { object } from '@store/shared/schema';

export const zodReady = typeof object === 'function';

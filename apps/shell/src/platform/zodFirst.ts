// Evaluated by the bootstrap before the kernel, in a task of its own: zod/mini as the kernel's modules import it. The
// shell's build provides the kernel, so this is the same module, not a second copy (hence the rule's exception).
// eslint-disable-next-line no-restricted-imports
import * as z from 'zod/mini';

export const zodReady = typeof z.object === 'function';

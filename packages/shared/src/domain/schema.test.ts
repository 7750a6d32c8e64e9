import { globalConfig } from 'zod/v4/core';
import { z } from '../index';

describe('the schema kit of @store/shared', () => {
  test('zod parses without generating code (jitless), so no eval is needed under a strict CSP', () => {
    expect(globalConfig.jitless).toBe(true);
  });

  test('what the apps use parses and refuses as zod does', () => {
    const Card = z.object({ slug: z.string(), price: z.number(), kind: z.enum(['a', 'b']), tags: z.array(z.string()), extra: z.record(z.string(), z.boolean()) });
    expect(Card.parse({ slug: 's', price: 1, kind: 'a', tags: [], extra: { x: true } })).toEqual({ slug: 's', price: 1, kind: 'a', tags: [], extra: { x: true } });
    expect(Card.safeParse({ slug: 1 }).success).toBe(false);
    expect(z.union([z.number(), z.string()]).parse('7')).toBe('7');
    expect(z.coerce.number().parse('7')).toBe(7);
  });
});

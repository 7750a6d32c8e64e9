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

  test('it is zod/mini: schemas carry no classic methods (they would keep all of zod in every bundle)', () => {
    expect('optional' in z.string()).toBe(false);
    expect('min' in z.string()).toBe(false);
    expect('extend' in z.object({})).toBe(false);
  });

  test('the functional forms keep classic semantics: optional, default, nullish, pipe and transform, checks in order', () => {
    const S = z.object({
      name: z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(3, { error: 'long' })),
      tags: z._default(z.array(z.string()), []),
      note: z.optional(z.string()),
      link: z.nullish(z.url()),
      lower: z.pipe(z.string(), z.transform((s) => s.toLowerCase())),
      count: z.coerce.number().check(z.int(), z.positive()),
    });
    expect(S.parse({ name: ' ab ', lower: 'AB', count: '2' })).toEqual({ name: 'ab', tags: [], lower: 'ab', count: 2 });
    expect(S.safeParse({ name: '  ', lower: 'a', count: 1 }).error?.issues[0]?.message).toBe('required');
    expect(S.safeParse({ name: 'abcd', lower: 'a', count: 1 }).error?.issues[0]?.message).toBe('long');
    expect(S.safeParse({ name: 'a', lower: 'a', count: 1.5 }).success).toBe(false);
    expect(S.safeParse({ name: 'a', lower: 'a', count: 0 }).success).toBe(false);
    expect(S.safeParse({ name: 'a', lower: 'a', count: 1, link: 'not a url' }).success).toBe(false);
    expect(S.parse({ name: 'a', lower: 'a', count: 1, link: null }).link).toBeNull();
  });
});

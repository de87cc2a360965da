import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callDemoApi } from '@mocks/handlers/testing/call-demo-api';
import { ALL_ENDPOINTS } from './contract/all-endpoints';
import type { JsonEndpoint } from './contract/endpoint';
import { FAILED, fastParser } from './fast-parse';

/** zod's verdict in the fast road's terms: its output, or FAILED. */
const zodParse = (schema: z.ZodType, input: unknown): unknown => {
  const result = schema.safeParse(input);
  return result.success ? result.data : FAILED;
};

/** Same value and same key order (toEqual alone ignores the order of keys). */
const expectSameAsZod = (schema: z.ZodType, input: unknown) => {
  const fast = fastParser(schema)(structuredClone(input));
  const reference = zodParse(schema, structuredClone(input));
  if (fast === FAILED) return reference === FAILED ? 'both refused' : 'left to zod';
  if (reference === FAILED) {
    const issues = schema.safeParse(structuredClone(input)).error?.issues;
    expect.fail(`accepted what zod refuses: ${JSON.stringify(issues).slice(0, 400)}`);
  }
  expect(fast).toEqual(reference);
  expect(JSON.stringify(fast)).toBe(JSON.stringify(reference));
  return 'same';
};

describe('the fast road gives zod’s answer', () => {
  const Row = z
    .object({
      Date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      Count: z.number().int().nonnegative(),
      Share: z.number().min(0).max(100),
      Note: z.string().min(1).optional(),
      Last: z.string().nullable(),
      Kind: z.enum(['a', 'b']),
    })
    .transform((s) => ({
      date: s.Date,
      count: s.Count,
      share: s.Share,
      note: s.Note,
      last: s.Last,
      kind: s.Kind,
    }));
  const valid = { Date: '2026-11-24', Count: 3, Share: 12.5, Last: null, Kind: 'a' };

  it('passes a valid row through its transform, dropping unknown keys', () => {
    expect(fastParser(Row)({ ...valid, Extra: 1 })).toEqual({
      date: '2026-11-24',
      count: 3,
      share: 12.5,
      note: undefined,
      last: null,
      kind: 'a',
    });
    expect(expectSameAsZod(z.object({ b: z.number(), a: z.string() }), { a: 'x', b: 1, c: 2 })).toBe('same');
  });

  it.each([
    ['a wrong date', { ...valid, Date: '24/11/2026' }],
    ['a fraction where a whole number goes', { ...valid, Count: 1.5 }],
    ['a negative count', { ...valid, Count: -1 }],
    ['a share over its maximum', { ...valid, Share: 101 }],
    ['an empty optional note', { ...valid, Note: '' }],
    ['a missing nullable field', { Date: '2026-11-24', Count: 3, Share: 1, Kind: 'a' }],
    ['an unknown enum value', { ...valid, Kind: 'c' }],
    ['a number as text', { ...valid, Count: '3' }],
    ['an array instead of the row', [valid]],
    ['null', null],
  ])('refuses %s, as zod does', (_name, input) => {
    expect(fastParser(Row)(input)).toBe(FAILED);
    expect(zodParse(Row, input)).toBe(FAILED);
  });

  it('takes records keyed by any text, and partial records only with their enum keys', () => {
    const byName = z.record(z.string(), z.partialRecord(z.enum(['X', 'Y']), z.array(z.number())));
    expect(expectSameAsZod(byName, { Ann: { X: [1, 2] }, Bo: {}, '12': { Y: [] } })).toBe('same');
    expect(expectSameAsZod(byName, { Ann: { Z: [1] } })).toBe('both refused');
    expect(expectSameAsZod(byName, { Ann: { X: [1, '2'] } })).toBe('both refused');
  });

  it('leaves to zod what it does not know: a payload with __proto__, a transform that reports an issue, a refinement', () => {
    const named = z.record(z.string(), z.number());
    expect(fastParser(named)(JSON.parse('{"__proto__": 1, "a": 2}'))).toBe(FAILED);
    const reporting = z.number().transform((n, ctx) => {
      if (n > 1) ctx.addIssue({ code: 'custom', message: 'too big' });
      return n;
    });
    expect(fastParser(reporting)(1)).toBe(1);
    expect(fastParser(reporting)(2)).toBe(FAILED);
    const refined = z.object({ a: z.number() }).refine((o) => o.a > 0);
    expect(expectSameAsZod(refined, { a: 1 })).toBe('same');
    expect(expectSameAsZod(refined, { a: -1 })).toBe('both refused');
    const defaulted = z.object({ a: z.string().default('x') });
    expect(expectSameAsZod(defaulted, { a: 'y' })).toBe('same');
    expect(expectSameAsZod(defaulted, {})).toBe('same');
  });
});

/**
 * Every GET answer of the demo API, as superadmin over two months, through both roads; then
 * the same answers broken in the ways a server breaks them (a value of another type, a key
 * dropped, a row that is not an object), each through both roads again.
 */
describe('on the demo API’s answers', () => {
  const endpoints = ALL_ENDPOINTS.filter(
    (e): e is JsonEndpoint => e.kind === 'json' && e.method === 'GET' && !e.path.includes(':'),
  );
  const query = { dateStart: '2026-10-01', dateEnd: '2026-11-24' };

  /** Up to `limit` copies of `value`, each with one leaf or member changed. */
  const broken = (value: unknown, limit = 12): unknown[] => {
    const out: unknown[] = [];
    const visit = (node: unknown, replace: (v: unknown) => unknown, depth: number) => {
      if (out.length >= limit || depth > 6) return;
      if (Array.isArray(node)) {
        if (node.length > 0) {
          out.push(replace(node.map((item, i) => (i === node.length - 1 ? 'row' : item))));
          visit(node[0], (v) => replace([v, ...node.slice(1)]), depth + 1);
        }
      } else if (node && typeof node === 'object') {
        const entries = Object.entries(node);
        const [key, first] = entries[0] ?? [];
        if (key === undefined) return;
        const { [key]: _dropped, ...rest } = node as Record<string, unknown>;
        out.push(replace(rest));
        visit(first, (v) => replace({ ...node, [key]: v }), depth + 1);
        const [lastKey, last] = entries[entries.length - 1]!;
        if (lastKey !== key) visit(last, (v) => replace({ ...node, [lastKey]: v }), depth + 1);
      } else {
        out.push(replace(typeof node === 'number' ? String(node) : typeof node === 'string' ? 7 : null));
        if (typeof node === 'number') out.push(replace(node + 0.5));
        if (typeof node === 'string') out.push(replace(`${node}!`));
      }
    };
    visit(value, (v) => v, 0);
    return out;
  };

  it('gives zod’s output for every valid answer and never accepts what zod refuses', async () => {
    const verdicts: Record<string, number> = {};
    let answered = 0;
    for (const endpoint of endpoints) {
      const response = await callDemoApi(endpoint, query);
      if (response.status !== 200) continue;
      const payload: unknown = await response.json();
      expect([endpoint.path, expectSameAsZod(endpoint.response, payload)]).toEqual([endpoint.path, 'same']);
      answered++;
      for (const variant of broken(payload)) {
        const verdict = expectSameAsZod(endpoint.response, variant);
        verdicts[verdict] = (verdicts[verdict] ?? 0) + 1;
      }
    }
    expect(answered).toBeGreaterThan(40);
    // Most broken answers are refused by both; some changes are still valid (a text for a text).
    expect(verdicts['both refused']).toBeGreaterThan(100);
    expect(verdicts['left to zod'] ?? 0).toBe(0);
  });
});

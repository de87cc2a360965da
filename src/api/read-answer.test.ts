import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callDemoApi } from '@mocks/handlers/testing/call-demo-api';
import { ALL_ENDPOINTS } from './contract/all-endpoints';
import { jsonEndpoint, type JsonEndpoint } from './contract/endpoint';
import { readAnswer } from './read-answer';

const endpoint = jsonEndpoint({
  method: 'GET',
  path: '/rows',
  summary: 'Rows for the test.',
  params: [],
  response: z
    .array(z.object({ Name: z.string(), Count: z.number() }))
    .transform((rows) => rows.map((r) => ({ name: r.Name, count: r.Count }))),
});

const bytes = (text: string): ArrayBuffer => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('readAnswer', () => {
  it('gives the domain value of a valid answer', () => {
    expect(readAnswer(endpoint, bytes('[{"Name":"Café","Count":2}]'))).toEqual({
      ok: true,
      data: [{ name: 'Café', count: 2 }],
    });
  });

  it('says the body is not JSON', () => {
    expect(readAnswer(endpoint, bytes('<html>'))).toEqual({ ok: false, reason: 'json' });
  });

  it('names where an answer of the wrong shape goes wrong', () => {
    const reading = readAnswer(endpoint, bytes('[{"Name":"A","Count":"2"}]'));
    expect(reading).toMatchObject({ ok: false, reason: 'schema' });
    expect(reading.ok === false && reading.reason === 'schema' && reading.issues[0]?.path).toEqual([
      '0',
      'Count',
    ]);
  });

  it('reads an empty body as no value, which the schema judges', () => {
    expect(readAnswer(endpoint, bytes('  '))).toMatchObject({ ok: false, reason: 'schema' });
    const optional = { ...endpoint, response: z.undefined() };
    expect(readAnswer(optional, bytes(''))).toEqual({ ok: true, data: undefined });
  });
});

/**
 * Every GET answer of the demo API, as superadmin over two months: it reads, and its value
 * survives the structured copy a large answer takes from the answer worker to the page.
 */
describe('readAnswer on the demo API’s answers', () => {
  const endpoints = ALL_ENDPOINTS.filter(
    (e): e is JsonEndpoint => e.kind === 'json' && e.method === 'GET' && !e.path.includes(':'),
  );

  it('reads every answer into a value a worker can hand over unchanged', async () => {
    let answered = 0;
    for (const endpoint of endpoints) {
      const response = await callDemoApi(endpoint, { dateStart: '2026-10-01', dateEnd: '2026-11-24' });
      if (response.status !== 200) continue;
      const reading = readAnswer(endpoint, await response.arrayBuffer());
      expect([endpoint.path, reading.ok]).toEqual([endpoint.path, true]);
      if (reading.ok) expect(structuredClone(reading.data)).toStrictEqual(reading.data);
      answered++;
    }
    expect(answered).toBeGreaterThan(40);
  });
});

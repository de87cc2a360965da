import { afterEach, describe, expect, it } from 'vitest';
import { MetricTargetList, listMetricTargets } from '@/api/contract/targets';
import { addMonthsToMonth, monthOfDate } from '@/lib/months';
import { getDb } from '../db/get-db';
import { TOKEN_TYPE, issueToken, readDemoState, resetDemoState } from '../demo-state';
import { INVALID_PARAMETER_HEADER } from './define-handler';
import { TARGETS_API_MESSAGES } from './targets';
import { callDemoApi } from './testing/call-demo-api';

const postJson = (path: string, body: unknown, login = 'superadmin') =>
  fetch(`${location.origin}/api${path}`, {
    method: 'POST',
    headers: { Authorization: `${TOKEN_TYPE} ${issueToken(login)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const list = async (response: Response) => {
  expect(response.status).toBe(200);
  return MetricTargetList.parse(await response.json());
};

const thisMonth = () => monthOfDate(getDb().today);
const brand = 'Sunset Soda';
const cases = (extra: Record<string, unknown> = {}) => ({
  Brand: brand,
  Month: thisMonth(),
  Metric: 'Cases',
  ASM: null,
  Representative: null,
  Target: 5000,
  ...extra,
});

afterEach(() => resetDemoState());

describe('monthly targets demo API', () => {
  it('sets, replaces and lists a brand target, which sales users can read', async () => {
    await list(await postJson('/targets/set', cases()));
    const replaced = await list(await postJson('/targets/set', cases({ Target: 6000 })));
    expect(replaced).toEqual([
      expect.objectContaining({ brand, month: thisMonth(), metric: 'cases', asm: null, target: 6000 }),
    ]);
    expect(await list(await callDemoApi(listMetricTargets, { brand }, 'manager'))).toEqual(replaced);
    expect(readDemoState().metricTargets).toHaveLength(1);
  });

  it('keeps ASM and representative targets apart from the brand one', async () => {
    const db = getDb();
    const rep = db.reps[0]!.name;
    const asm = db.asms[0]!.name;
    await postJson('/targets/set', cases());
    await postJson('/targets/set', cases({ ASM: asm, Target: 900 }));
    const all = await list(await postJson('/targets/set', cases({ Representative: rep, Target: 300 })));
    expect(all.map((t) => [t.asm, t.representative, t.target])).toEqual([
      [null, null, 5000],
      [null, rep, 300],
      [asm, null, 900],
    ]);
  });

  it("copies a month's targets to the next months, replacing what is there", async () => {
    await postJson('/targets/set', cases());
    await postJson('/targets/set', cases({ Month: addMonthsToMonth(thisMonth(), 1), Target: 1 }));
    await postJson('/targets/set', cases({ Metric: 'Orders', Target: 40 }));
    const all = await list(await postJson('/targets/copy', { Brand: brand, Month: thisMonth(), Months: 2 }));
    expect(all.map((t) => [t.month, t.metric, t.target])).toEqual([
      [thisMonth(), 'cases', 5000],
      [thisMonth(), 'orders', 40],
      [addMonthsToMonth(thisMonth(), 1), 'cases', 5000],
      [addMonthsToMonth(thisMonth(), 1), 'orders', 40],
      [addMonthsToMonth(thisMonth(), 2), 'cases', 5000],
      [addMonthsToMonth(thisMonth(), 2), 'orders', 40],
    ]);
  });

  it('deletes a target by id', async () => {
    const [saved] = await list(await postJson('/targets/set', cases()));
    expect(await list(await postJson('/targets/delete', { ID: saved!.id }))).toEqual([]);
    const again = await postJson('/targets/delete', { ID: saved!.id });
    expect(again.status).toBe(404);
  });

  it.each([
    ['Brand', { Brand: 'Nope' }, TARGETS_API_MESSAGES.badBrand],
    ['Month', { Month: '2026-13' }, null],
    ['Month', { Month: '1999-01' }, null],
    ['Metric', { Metric: 'Hugs' }, TARGETS_API_MESSAGES.badMetric],
    ['ASM', { ASM: 'Nobody' }, TARGETS_API_MESSAGES.badAsm],
    ['Representative', { Representative: 'Nobody' }, TARGETS_API_MESSAGES.badRep],
    ['Target', { Target: 0 }, TARGETS_API_MESSAGES.badTarget],
    ['Target', { Target: '12' }, TARGETS_API_MESSAGES.badTarget],
  ])('refuses a bad %s with a 400 naming it', async (field, patch, message) => {
    const response = await postJson('/targets/set', cases(patch));
    expect(response.status).toBe(400);
    expect(response.headers.get(INVALID_PARAMETER_HEADER)).toBe(field);
    const text = await response.text();
    expect(text.startsWith(`${field}:`)).toBe(true);
    if (message) expect(text).toBe(message);
    expect(readDemoState().metricTargets ?? []).toEqual([]);
  });

  it('refuses an ASM and a representative together, and bad copy lengths', async () => {
    const db = getDb();
    const both = await postJson(
      '/targets/set',
      cases({ ASM: db.asms[0]!.name, Representative: db.reps[0]!.name }),
    );
    expect([both.status, await both.text()]).toEqual([400, TARGETS_API_MESSAGES.bothScopes]);
    const copy = await postJson('/targets/copy', { Brand: brand, Month: thisMonth(), Months: 13 });
    expect([copy.status, copy.headers.get(INVALID_PARAMETER_HEADER)]).toEqual([400, 'Months']);
  });

  it('lets only super admins with the target permission write, and refuses unseen brands', async () => {
    expect((await postJson('/targets/set', cases(), 'admin')).status).toBe(403);
    expect((await postJson('/targets/set', cases(), 'manager')).status).toBe(403);
    expect((await callDemoApi(listMetricTargets, { brand: 'Canyon Cold Brew' }, 'manager')).status).toBe(403);
    expect((await callDemoApi(listMetricTargets, {}, 'manager')).status).toBe(400);
  });

  it('goes with its brand when the brand is deleted', async () => {
    await postJson('/targets/set', cases());
    await fetch(`${location.origin}/api/brands/delete`, {
      method: 'POST',
      headers: { Authorization: `${TOKEN_TYPE} ${issueToken('superadmin')}` },
      body: new URLSearchParams({ brandName: brand }),
    });
    expect(readDemoState().metricTargets).toEqual([]);
  });
});

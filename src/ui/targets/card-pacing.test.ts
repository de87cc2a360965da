import { describe, expect, it } from 'vitest';
import type { MetricTarget } from '@/api/contract/targets';
import type { SummaryItem } from '@/ui/cards/summary-cards';
import { paceItems } from './card-pacing';

const target = (patch: Partial<MetricTarget>): MetricTarget => ({
  id: 1,
  brand: 'Sunset Soda',
  month: '2026-11',
  metric: 'cases',
  asm: null,
  representative: null,
  target: 5000,
  ...patch,
});

const items: SummaryItem[] = [
  { key: 'orders', label: 'Orders', value: 30, format: 'integer' },
  { key: 'accounts', label: 'Accounts Ordered', value: 12, format: 'integer' },
  { key: 'sales', label: 'Sales', value: 1000, format: 'money' },
  { key: 'cases', label: 'Cases', value: 3400, format: 'integer' },
];
const cards = { orders: 'orders', sales: 'sales', cases: 'cases' } as const;
const monthToDate = { startDate: '2026-11-01', endDate: '2026-11-20' };

describe('paceItems', () => {
  it("paces the target metrics' cards and says 'No target' where none is set", () => {
    const paced = paceItems(
      items,
      [target({}), target({ id: 2, metric: 'sales', target: 10000 })],
      monthToDate,
      '2026-11-20',
      cards,
    );
    expect(paced.map((i) => i.pacing?.text)).toEqual([
      'No target',
      undefined,
      '10% of $10,000 · far behind pace 15%',
      '68% of 5,000 · on pace 102%',
    ]);
  });

  it('reads only the whole brand target of the same month', () => {
    const others = [
      target({ asm: 'Dana Ortiz' }),
      target({ id: 3, representative: 'Ann Lee' }),
      target({ id: 4, month: '2026-10' }),
    ];
    expect(paceItems(items, others, monthToDate, '2026-11-20', cards)[3]?.pacing?.status).toBe('none');
  });

  it('paces a filter on representatives against their own targets, summed, and names them', () => {
    const reps = [
      target({}),
      target({ id: 2, representative: 'Ann Lee', target: 2000 }),
      target({ id: 3, representative: 'Bo Chan', target: 1400 }),
    ];
    const one = paceItems(items, reps, monthToDate, '2026-11-20', cards, { representatives: ['Ann Lee'] });
    expect(one[3]?.pacing).toMatchObject({
      text: '170% of 2,000 (Ann Lee) · on pace 255%',
      label: expect.stringMatching(/^170% of Ann Lee's November 2026 target of 2,000; on pace/),
    });
    const two = paceItems(items, reps, monthToDate, '2026-11-20', cards, {
      representatives: ['Ann Lee', 'Bo Chan'],
    });
    expect(two[3]?.pacing?.text).toBe('100% of 3,400 (2 representatives) · on pace 150%');
    // One chosen rep without a target: no sum to pace against, and the card says for whom.
    const missing = paceItems(items, reps, monthToDate, '2026-11-20', cards, {
      representatives: ['Ann Lee', 'Cy Diaz'],
    });
    expect(missing[3]?.pacing).toMatchObject({
      text: 'No target',
      label: 'No target for 2 representatives in November 2026.',
    });
  });

  it('has no target for a period across months', () => {
    const paced = paceItems(
      items,
      [target({})],
      { startDate: '2026-10-15', endDate: '2026-11-20' },
      '2026-11-20',
      cards,
    );
    expect(paced[3]?.pacing).toMatchObject({
      text: 'No target',
      label: 'No target: the period does not lie within one month.',
    });
  });
});

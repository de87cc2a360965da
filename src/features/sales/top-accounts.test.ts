import { describe, expect, it } from 'vitest';
import { COMPANY_GROUP_ACCOUNT_NAME, type TopAccount } from '@/api/contract/sales';
import { topAccountRows } from './top-accounts';

const row = (accountName: string, totalSales: number): TopAccount => ({
  accountId: null,
  accountName,
  address: '1 Main St',
  totalSales,
  totalCases: 1,
});

describe('topAccountRows', () => {
  it('keeps the 10 highest by sales, without the company group account, amounts rounded', () => {
    const rows = [
      row(COMPANY_GROUP_ACCOUNT_NAME, 1_000_000),
      ...Array.from({ length: 12 }, (_, i) => row(`Store ${i}`, i * 100 + 0.6)),
    ];
    const top = topAccountRows(rows);
    expect(top).toHaveLength(10);
    expect(top.map((r) => r.accountName)).not.toContain(COMPANY_GROUP_ACCOUNT_NAME);
    expect(top[0]).toEqual(row('Store 11', 1101));
    expect(top.map((r) => r.totalSales)).toEqual([...top.map((r) => r.totalSales)].sort((a, b) => b - a));
  });
});

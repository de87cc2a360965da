import type { Account } from '../entities';
import type { Db } from '../generate';
import type { XlsxSheet } from '../../xlsx';

/**
 * The built-in sample scorecard of a brand (the file a fresh demo lists before anyone
 * uploads one): the brand's chains with their door counts, and the columns a chain
 * scorecard tracks left for the chain manager to fill in.
 */
export const sampleScorecardSheet = (db: Db, brand: string): XlsxSheet => {
  const b = db.brandByName.get(brand);
  const doors = new Map<string, number>();
  for (const idx of b ? (db.indexes.accountsByBrand[b.idx] ?? []) : []) {
    const chain = (db.accounts[idx] as Account).chain;
    doors.set(chain, (doors.get(chain) ?? 0) + 1);
  }
  return {
    name: 'Chain Scorecard',
    columns: [
      { header: 'Chain', width: 28 },
      { header: 'Doors', width: 10, format: 'integer' },
      { header: 'Target Doors', width: 14, format: 'integer' },
      { header: 'Target Facings', width: 15, format: 'integer' },
      { header: 'Promo Weeks', width: 13, format: 'integer' },
    ],
    rows: [...doors.entries()]
      .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0], 'en-US'))
      .map(([chain, count]) => [chain, count, Math.ceil(count * 0.8), Math.ceil(count * 0.8) * 4, 4]),
  };
};

import { describe, expect, it } from 'vitest';
import { formatInteger, formatMoney } from '@/lib/format';
import { paceOf } from '@/lib/pace';
import { noTargetReading, paceReading } from './pace-reading';

describe('paceReading', () => {
  it('reads value share, target and pace, and says it in full for screen readers', () => {
    const pace = paceOf({
      value: 3400,
      target: 5000,
      range: { startDate: '2026-11-01', endDate: '2026-11-20' },
      today: '2026-11-20',
    });
    expect(pace).not.toBeNull();
    expect(paceReading(pace!, 5000, '2026-11', formatInteger)).toEqual({
      status: 'onPace',
      text: '68% of 5,000 · on pace 102%',
      label:
        '68% of the November 2026 target of 5,000; on pace: 102% of the 3,333 expected after 20 of 30 days.',
    });
  });

  it('uses the card format and the words of a cap', () => {
    const pace = paceOf({
      value: 20,
      target: 30,
      range: { startDate: '2026-11-01', endDate: '2026-11-10' },
      today: '2026-11-10',
      lowerIsBetter: true,
    });
    expect(paceReading(pace!, 30, '2026-11', formatInteger, true).text).toBe(
      '67% of 30 · far over pace 200%',
    );
    const sales = paceOf({
      value: 1000,
      target: 10000,
      range: { startDate: '2026-11-01', endDate: '2026-11-15' },
      today: '2026-11-15',
    });
    expect(paceReading(sales!, 10000, '2026-11', (v) => formatMoney(v)).text).toBe(
      '10% of $10,000 · far behind pace 20%',
    );
  });

  it('says why there is no target', () => {
    expect(noTargetReading('2026-11')).toEqual({
      status: 'none',
      text: 'No target',
      label: 'No target for November 2026.',
    });
    expect(noTargetReading(null).label).toBe('No target: the period does not lie within one month.');
  });
});

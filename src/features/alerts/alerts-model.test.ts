import { describe, expect, it } from 'vitest';
import { checkSummary } from './alerts-model';

const check = { at: '2026-11-27T06:00:00.000Z', day: '2026-11-27', error: null, fired: false };

describe('checkSummary', () => {
  it('says the value, the previous period and where the rule stands', () => {
    expect(checkSummary({ ...check, value: 1234, baseline: null, met: false })).toBe('1,234 (not met)');
    expect(checkSummary({ ...check, value: 1234, baseline: null, met: true, fired: true })).toBe(
      '1,234 (met, fired)',
    );
    expect(checkSummary({ ...check, value: 900, baseline: 1000, met: true })).toBe(
      '900 against 1,000 (met, already told)',
    );
  });

  it('says why a check had no value', () => {
    expect(
      checkSummary({ ...check, value: null, baseline: null, met: false, error: 'Brand not available: X' }),
    ).toBe('Brand not available: X');
  });
});

import { describe, expect, it } from 'vitest';
import { summaryDelta } from './summary-delta';

const label = 'previous 30 days';

describe('summaryDelta', () => {
  it('shows a rise with its sign, as good news', () => {
    expect(summaryDelta(112, 100, label)).toEqual({
      text: '+12% vs previous 30 days',
      label: 'Up 12% vs previous 30 days',
      tone: 'good',
      direction: 'up',
    });
  });

  it('shows a fall with a minus sign, bad unless lower is better', () => {
    expect(summaryDelta(75, 100, label)).toMatchObject({
      text: '\u221225% vs previous 30 days',
      tone: 'bad',
    });
    expect(summaryDelta(75, 100, label, true)).toMatchObject({
      label: 'Down 25% vs previous 30 days',
      tone: 'good',
    });
    expect(summaryDelta(125, 100, label, true)).toMatchObject({ tone: 'bad', direction: 'up' });
  });

  it('keeps one decimal under 10% and rounds above', () => {
    expect(summaryDelta(1004, 1000, label)?.text).toBe('+0.4% vs previous 30 days');
    expect(summaryDelta(1234, 1000, label)?.text).toBe('+23% vs previous 30 days');
    expect(summaryDelta(1000.2, 1000, label)).toMatchObject({
      text: '0% vs previous 30 days',
      tone: 'neutral',
    });
  });

  it('has no percentage against a baseline of 0', () => {
    expect(summaryDelta(5, 0, label)).toMatchObject({
      text: 'New vs previous 30 days',
      direction: 'new',
      tone: 'neutral',
    });
    expect(summaryDelta(0, 0, label)).toMatchObject({
      text: 'No change vs previous 30 days',
      direction: 'flat',
    });
  });

  it('gives nothing when a value is missing', () => {
    expect(summaryDelta(null, 10, label)).toBeNull();
    expect(summaryDelta(10, undefined, label)).toBeNull();
    expect(summaryDelta(Number.NaN, 10, label)).toBeNull();
  });
});

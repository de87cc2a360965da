import { describe, expect, it } from 'vitest';
import type { MetricTarget } from '@/api/contract/targets';
import {
  emptyMetricTargetForm,
  metricTargetErrors,
  metricTargetRequest,
  monthTargets,
  parseCopyMonths,
  parseTargetAmount,
  serverFieldError,
  type MetricTargetFormValues,
} from './metric-target-form';

const filled = (patch: Partial<MetricTargetFormValues> = {}): MetricTargetFormValues => ({
  ...emptyMetricTargetForm('Sunset Soda', '2026-11'),
  metric: 'cases',
  target: 5000,
  ...patch,
});

describe('monthly target form', () => {
  it('names every missing field', () => {
    expect(Object.keys(metricTargetErrors({ ...emptyMetricTargetForm(null, ''), month: null }))).toEqual([
      'brand',
      'month',
      'metric',
      'target',
    ]);
    expect(metricTargetErrors(filled({ scope: 'asm' }))).toEqual({ asm: 'Choose an ASM' });
    expect(metricTargetErrors(filled({ scope: 'representative' }))).toEqual({
      representative: 'Choose a representative',
    });
    expect(metricTargetErrors(filled())).toEqual({});
  });

  it('takes only a number above 0 as the target', () => {
    expect(parseTargetAmount(5000)).toBe(5000);
    expect(parseTargetAmount('12.5')).toBe(12.5);
    expect(parseTargetAmount('')).toBeNull();
    expect(parseTargetAmount('abc')).toBeNull();
    expect(parseTargetAmount(0)).toBeNull();
    expect(parseTargetAmount(-3)).toBeNull();
    expect(parseTargetAmount(2e9)).toBeNull();
  });

  it('builds the request with only the chosen scope', () => {
    expect(
      metricTargetRequest(filled({ scope: 'asm', asm: 'Dana Ortiz', representative: 'Left over' })),
    ).toEqual({
      Brand: 'Sunset Soda',
      Month: '2026-11',
      Metric: 'Cases',
      ASM: 'Dana Ortiz',
      Representative: null,
      Target: 5000,
    });
    expect(metricTargetRequest(filled({ metric: 'merchandisingVisits', asm: 'Dana Ortiz' }))).toMatchObject({
      Metric: 'MerchandisingVisits',
      ASM: null,
    });
    expect(metricTargetRequest(filled({ target: '' }))).toBeNull();
  });

  it('reads copy lengths from 1 to 12 whole months', () => {
    expect(parseCopyMonths(3)).toBe(3);
    expect(parseCopyMonths('12')).toBe(12);
    expect(parseCopyMonths(0)).toBeNull();
    expect(parseCopyMonths(13)).toBeNull();
    expect(parseCopyMonths(1.5)).toBeNull();
  });

  it('puts a refused field under its input', () => {
    expect(serverFieldError('Target: enter a number above 0.')).toEqual({
      field: 'target',
      message: 'enter a number above 0.',
    });
    expect(serverFieldError('Representative: choose an ASM or a representative, not both.')?.field).toBe(
      'representative',
    );
    expect(serverFieldError('Only a super admin can set monthly targets.')).toBeNull();
  });

  it("lists a month's targets by metric, then brand, ASM and representative", () => {
    const t = (id: number, patch: Partial<MetricTarget>): MetricTarget => ({
      id,
      brand: 'Sunset Soda',
      month: '2026-11',
      metric: 'cases',
      asm: null,
      representative: null,
      target: 1,
      ...patch,
    });
    const rows = monthTargets(
      [
        t(1, { metric: 'orders' }),
        t(2, { representative: 'Ann' }),
        t(3, { asm: 'Bo' }),
        t(4, {}),
        t(5, { month: '2026-12' }),
      ],
      '2026-11',
    );
    expect(rows.map((r) => r.id)).toEqual([4, 3, 2, 1]);
  });
});

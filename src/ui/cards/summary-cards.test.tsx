import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { compareItems, formatSummaryValue, SummaryCards, summaryColumns } from './summary-cards';

/** The value text of the card whose label is `label` (dt/dd pairs). */
const valueOf = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  const card = term.parentElement as HTMLElement;
  return within(card).getAllByRole('definition')[0]?.textContent;
};

describe('SummaryCards', () => {
  it('shows each label with its formatted value and bracketed percentage', () => {
    const { container } = renderWithTheme(
      <SummaryCards
        items={[
          { label: 'Stores Visited', value: 1234 },
          { label: 'Total Accounts', value: 2500, percentage: 12.5 },
          { label: 'Sales', value: 1234567.8, format: 'money' },
          { label: 'Hours Worked', value: 125, format: 'minutes' },
          { label: 'Mileage Driven', value: 1234.567 },
          { label: 'Cases', value: 99.6, format: 'integer' },
        ]}
      />,
    );
    expect(container.querySelector('dl')).toHaveAttribute('aria-label', 'Summary');
    expect(valueOf('Stores Visited')).toBe('1,234');
    expect(valueOf('Total Accounts')).toBe('2,500(12.5%)');
    expect(screen.getByText('(12.5%)')).toBeInTheDocument();
    expect(valueOf('Sales')).toBe('$1,234,568');
    expect(valueOf('Hours Worked')).toBe('02:05');
    expect(valueOf('Mileage Driven')).toBe('1,234.57');
    expect(valueOf('Cases')).toBe('100');
  });

  it('shows a dash for a missing value and no brackets without a percentage', () => {
    renderWithTheme(<SummaryCards items={[{ label: 'Orders', value: null, percentage: null }]} />);
    expect(valueOf('Orders')).toBe('—');
  });

  it('accepts a custom formatter', () => {
    expect(formatSummaryValue(3, (v) => `${v} days`)).toBe('3 days');
  });
});

describe('summaryColumns', () => {
  it('uses one column on phones and fits the cards in one or two rows on desktop', () => {
    expect(summaryColumns(4)).toMatchObject({ base: 1, md: 4, lg: 4 });
    expect(summaryColumns(5)).toMatchObject({ base: 1, md: 3, lg: 5 });
    expect(summaryColumns(8)).toMatchObject({ base: 1, md: 4, lg: 4 });
    expect(summaryColumns(1)).toMatchObject({ base: 1, xs: 1, lg: 1 });
  });
});

describe('compareItems', () => {
  it('adds each card its change against the baseline card of the same key', () => {
    const items = compareItems(
      [
        { key: 'orders', label: 'Orders', value: 112 },
        { key: 'missed', label: 'Missed', value: 5, lowerIsBetter: true },
        { key: 'new', label: 'New', value: 3 },
      ],
      [
        { key: 'orders', label: 'Orders', value: 100 },
        { key: 'missed', label: 'Missed', value: 10 },
        { key: 'new', label: 'New', value: 0 },
      ],
      'previous 7 days',
    );
    expect(items.map((item) => [item.delta?.text, item.delta?.tone])).toEqual([
      ['+12% vs previous 7 days', 'good'],
      ['\u221250% vs previous 7 days', 'good'],
      ['New vs previous 7 days', 'neutral'],
    ]);
    renderWithTheme(<SummaryCards items={items} compare={{ status: 'ready' }} />);
    expect(screen.getByText('Up 12% vs previous 7 days')).toBeInTheDocument();
    expect(screen.getByText('Down 50% vs previous 7 days')).toBeInTheDocument();
  });

  it('leaves the cards alone without a baseline', () => {
    expect(compareItems([{ label: 'Orders', value: 1 }], null, 'x')[0]?.delta).toBeUndefined();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@/lib/format';
import { renderWithTheme } from '@/test/render';
import { BarChart } from './bar-chart';
import { LineChart } from './line-chart';
import { LEGEND_PALETTE } from './palette';
import { PieChart } from './pie-chart';
import { EMPTY_CHART_MESSAGE } from './types';

const rows = [
  { date: '2026-03-01', active: 1200, lead: 30 },
  { date: '2026-03-08', active: 1250, lead: 42 },
  { date: '2026-03-15', active: 1310.4, lead: null },
];
const series = [
  { key: 'active', label: 'Active', color: '#59A14F' },
  { key: 'lead', label: 'Lead' },
];

describe('LineChart', () => {
  it('is a figure named by its title, with the data as a table for screen readers', () => {
    renderWithTheme(<LineChart title="Account Status" data={rows} xKey="date" series={series} width={800} />);
    const figure = screen.getByRole('figure', { name: 'Account Status' });
    const table = within(figure).getByRole('table', { name: 'Account Status' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Active', 'Lead']);
    expect(within(table).getByRole('rowheader', { name: 'Mar 1, 2026' })).toBeInTheDocument();
    expect(within(table).getByText('1,310.4')).toBeInTheDocument();
  });

  it('draws one line per visible series and hides toggled ones from the chart and the table', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(
      <LineChart title="Account Status" data={rows} xKey="date" series={series} width={800} height={300} />,
    );
    expect(container.querySelectorAll('.recharts-line-curve')).toHaveLength(2);
    const lead = screen.getByRole('button', { name: 'Lead' });
    await user.click(lead);
    expect(lead).toHaveAttribute('aria-pressed', 'false');
    expect(container.querySelectorAll('.recharts-line-curve')).toHaveLength(1);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Active']);
    // The last active series stays on.
    const active = screen.getByRole('button', { name: 'Active' });
    await user.click(active);
    expect(active).toHaveAttribute('aria-pressed', 'true');
  });

  it('uses own colours first and the palette for the rest', () => {
    const { container } = renderWithTheme(
      <LineChart title="Colours" data={rows} xKey="date" series={series} width={800} height={300} />,
    );
    const strokes = [...container.querySelectorAll('.recharts-line-curve')].map((p) =>
      p.getAttribute('stroke'),
    );
    expect(strokes).toEqual(['#59A14F', LEGEND_PALETTE[1]]);
  });

  it('can be controlled, so a page can keep the hidden series elsewhere', async () => {
    const user = userEvent.setup();
    const onDisabledChange = vi.fn();
    renderWithTheme(
      <LineChart
        title="Controlled"
        data={rows}
        xKey="date"
        series={series}
        width={800}
        disabled={new Set(['lead'])}
        onDisabledChange={onDisabledChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Lead' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Lead' }));
    expect(onDisabledChange).toHaveBeenCalledWith(new Set());
    // Controlled: nothing changes until the parent passes a new set.
    expect(screen.getByRole('button', { name: 'Lead' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('labels date ticks on Sundays only', () => {
    const daily = Array.from({ length: 21 }, (_, i) => ({
      date: `2026-03-${String(i + 1).padStart(2, '0')}`,
      v: i,
    }));
    const { container } = renderWithTheme(
      <LineChart title="Daily" data={daily} xKey="date" series={[{ key: 'v' }]} width={800} height={300} />,
    );
    const ticks = [...container.querySelectorAll('.recharts-xAxis-tick-labels text')]
      .map((t) => t.textContent)
      .filter((t) => t?.startsWith('Mar'));
    // Sundays in March 2026: 1, 8, 15.
    expect(ticks).toEqual(['Mar 1', 'Mar 8', 'Mar 15']);
  });

  it('keeps the top y label inside the chart, where recharts put it when it measured labels', () => {
    const { container } = renderWithTheme(
      <LineChart title="Daily" data={rows} xKey="date" series={series} width={800} height={300} />,
    );
    const yLabels = [...container.querySelectorAll('.recharts-yAxis-tick-labels text')];
    // The top tick is on the plot's top edge (8 px margin): the label moves to 12 px x 1.55 / 2.
    expect(yLabels.at(-1)?.getAttribute('y')).toBe('9.3');
    expect(yLabels.at(0)?.getAttribute('y')).not.toBe('9.3');
  });

  it('shows the empty state without data', () => {
    renderWithTheme(<LineChart title="Nothing" data={[]} xKey="date" series={series} width={800} />);
    expect(screen.getByText(EMPTY_CHART_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('treats rows without numbers as empty', () => {
    renderWithTheme(
      <LineChart
        title="Nulls"
        data={[{ date: '2026-03-01', active: null }]}
        xKey="date"
        series={series}
        width={800}
      />,
    );
    expect(screen.getByText(EMPTY_CHART_MESSAGE)).toBeInTheDocument();
  });

  it('keeps the title for screen readers only when asked', () => {
    renderWithTheme(
      <LineChart title="Hidden title" hideTitle data={rows} xKey="date" series={series} width={800} />,
    );
    expect(screen.getByRole('figure', { name: 'Hidden title' })).toBeInTheDocument();
  });
});

describe('BarChart', () => {
  const bars = [
    { name: 'North', cases: 120, dollars: 2400 },
    { name: 'South', cases: 80, dollars: 1600 },
  ];

  it('labels bars that are wide and tall enough, with formatted values', () => {
    const { container } = renderWithTheme(
      <BarChart
        title="Sales"
        data={bars}
        xKey="name"
        series={[{ key: 'dollars', label: 'Sales' }]}
        formatValue={(v) => formatMoney(v)}
        width={600}
        height={400}
      />,
    );
    expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
    const labels = [...container.querySelectorAll('.recharts-label-list text')].map((t) => t.textContent);
    expect(labels).toEqual(['$2,400', '$1,600']);
    // The table has the same formatted values.
    expect(screen.getByRole('cell', { name: '$2,400' })).toBeInTheDocument();
  });

  it('mounts its tooltip only once a pointer comes onto the plot', () => {
    const { container } = renderWithTheme(
      <BarChart title="Sales" data={bars} xKey="name" series={[{ key: 'dollars' }]} width={600} />,
    );
    expect(container.querySelector('.recharts-tooltip-wrapper')).toBeNull();
    fireEvent.pointerEnter(container.querySelector('svg.recharts-surface')!.parentElement!.parentElement!);
    expect(container.querySelector('.recharts-tooltip-wrapper')).not.toBeNull();
  });

  it('hides labels on narrow bars', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ name: `C${i}`, cases: 50 + i }));
    const { container } = renderWithTheme(
      <BarChart
        title="Narrow"
        data={many}
        xKey="name"
        series={[{ key: 'cases' }]}
        width={600}
        height={400}
      />,
    );
    expect(container.querySelectorAll('.recharts-bar-rectangle').length).toBe(40);
    expect(container.querySelectorAll('.recharts-label-list text')).toHaveLength(0);
  });

  it('stacks series on one bar per category', () => {
    const { container } = renderWithTheme(
      <BarChart
        title="By distributor"
        data={[{ d: '2026-03-01', a: 10, b: 20 }]}
        xKey="d"
        series={[{ key: 'a' }, { key: 'b' }]}
        stacked
        width={600}
        height={400}
      />,
    );
    const rects = [...container.querySelectorAll('.recharts-bar-rectangle path')];
    expect(rects).toHaveLength(2);
    const xs = new Set(rects.map((r) => r.getAttribute('x')));
    // Same x for both segments when stacked.
    expect(xs.size).toBe(1);
  });
});

describe('PieChart', () => {
  const slices = [
    { key: 'Retail', value: 60 },
    { key: 'Grocery', value: 30, percentage: 30 },
    { key: 'Bar', value: 10 },
  ];

  it('lists each slice with its value and share, and toggles slices', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(<PieChart title="Accounts by Channel" data={slices} width={400} />);
    expect(screen.getByRole('button', { name: /Retail\s*60 \(60%\)/ })).toBeInTheDocument();
    expect(container.querySelectorAll('.recharts-pie-sector')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: /Bar/ }));
    expect(container.querySelectorAll('.recharts-pie-sector')).toHaveLength(2);
    expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['Retail', 'Grocery']);
  });

  it('shows the empty state when every value is zero', () => {
    renderWithTheme(<PieChart title="Zero" data={[{ key: 'a', value: 0 }]} width={400} />);
    expect(screen.getByText(EMPTY_CHART_MESSAGE)).toBeInTheDocument();
  });
});

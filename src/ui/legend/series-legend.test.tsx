import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { SeriesLegend } from './series-legend';
import { toggleSeries } from './toggle-series';

const items = [
  { key: 'active', label: 'Active', color: '#59A14F' },
  { key: 'lead', label: 'Lead', color: '#F28E2B' },
];

function Harness({ onChange }: { onChange?: (next: ReadonlySet<string>) => void }) {
  const [disabled, setDisabled] = useState<ReadonlySet<string>>(new Set());
  return (
    <SeriesLegend
      items={items}
      disabled={disabled}
      label="Status legend"
      onToggle={(key) => {
        const next = toggleSeries(
          disabled,
          key,
          items.map((i) => i.key),
        );
        setDisabled(next);
        onChange?.(next);
      }}
    />
  );
}

describe('SeriesLegend', () => {
  it('renders toggle buttons that report their state with aria-pressed', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const list = screen.getByRole('list', { name: 'Status legend' });
    expect(list).toBeInTheDocument();
    const active = screen.getByRole('button', { name: 'Active' });
    expect(active).toHaveAttribute('aria-pressed', 'true');
    await user.click(active);
    expect(active).toHaveAttribute('aria-pressed', 'false');
    await user.click(active);
    expect(active).toHaveAttribute('aria-pressed', 'true');
  });

  it('toggles from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const lead = screen.getByRole('button', { name: 'Lead' });
    lead.focus();
    await user.keyboard('{Enter}');
    expect(lead).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(lead).toHaveAttribute('aria-pressed', 'true');
  });

  it('does not let the last active item be turned off', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Active' }));
    const lead = screen.getByRole('button', { name: 'Lead' });
    expect(lead).toHaveAttribute('aria-disabled', 'true');
    await user.click(lead);
    expect(lead).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).toHaveBeenLastCalledWith(new Set(['active']));
  });
});

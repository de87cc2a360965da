import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { SummaryCards } from '@/ui/cards/summary-cards';

describe('a card with a pace line', () => {
  it('shows the short text and gives screen readers the full sentence, never colour alone', () => {
    const { container } = renderWithTheme(
      <SummaryCards
        items={[
          {
            key: 'cases',
            label: 'Cases',
            value: 3400,
            pacing: { status: 'behind', text: '68% of 5,000 · behind pace 85%', label: 'Behind pace: 85%.' },
          },
          {
            key: 'orders',
            label: 'Orders',
            value: 3,
            pacing: { status: 'none', text: 'No target', label: 'No target for November 2026.' },
          },
          { key: 'accounts', label: 'Accounts Ordered', value: 2 },
        ]}
      />,
    );
    const behind = container.querySelector('[data-pace="behind"]');
    expect(behind?.tagName).toBe('DD');
    expect(behind?.querySelector('[aria-hidden]')?.textContent).toBe('68% of 5,000 · behind pace 85%');
    expect(screen.getByText('Behind pace: 85%.')).toBeInTheDocument();
    expect(screen.getByText('No target for November 2026.')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-pace]')).toHaveLength(2);
  });
});

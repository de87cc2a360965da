import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Permissions } from '@/api/contract/permissions';
import { allPermissions } from '@/api/contract/permissions';
import { SessionProvider } from '@/auth/session-context';
import { renderWithTheme } from '@/test/render';
import type { Session } from '@/auth/session';
import { summaryItems, SummaryBlock, type MaybeSalesSummary } from './sales-summary';

const full = { ordersSubmitted: 1234, uniqueAccountOrders: 56, totalAmount: 98765.4, totalCases: 4321 };

/** A signed-in session that never changes: enough for the panel's permission check. */
const sessionWith = (permissions: Permissions): Session => {
  const state = {
    status: 'signedIn' as const,
    user: { login: 't', isAdmin: false, isSuperAdmin: false, brandFullName: 'T', permissions },
  };
  return {
    getState: () => state,
    subscribe: () => () => {},
    start: () => () => {},
  } as unknown as Session;
};

const query = (summary: MaybeSalesSummary) => ({
  data: { summary },
  error: null,
  isError: false,
  isPlaceholderData: false,
  refetch: () => undefined,
});

const renderBlock = (summary: MaybeSalesSummary, permissions: Permissions = allPermissions()) =>
  renderWithTheme(
    <SessionProvider session={sessionWith(permissions)} fallback={null}>
      <SummaryBlock query={query(summary)} summaryOf={(d) => d.summary} />
    </SessionProvider>,
  );

describe('Sales summary', () => {
  it('shows Orders, Accounts Ordered, Sales ($) and Cases, grouped', () => {
    renderBlock(full);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Orders',
      'Accounts Ordered',
      'Sales',
      'Cases',
    ]);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '1,234',
      '56',
      '$98,765',
      '4,321',
    ]);
  });

  it.each(['ordersSubmitted', 'uniqueAccountOrders', 'totalAmount', 'totalCases'] as const)(
    'is not shown at all when %s is missing',
    (key) => {
      const { container } = renderBlock({ ...full, [key]: null });
      expect(container.querySelector('[data-panel]')).toBeNull();
      expect(screen.queryByText('Summary')).not.toBeInTheDocument();
      expect(summaryItems({ ...full, [key]: undefined })).toBeNull();
      expect(summaryItems({ ...full, [key]: Number.NaN })).toBeNull();
    },
  );

  it('is not shown without its permission', () => {
    const { container } = renderBlock(full, { sales: { permissions: ['map'], filters: [] } });
    expect(container.querySelector('[data-panel]')).toBeNull();
  });
});

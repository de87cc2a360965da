import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeTokenName, writeTokenSections } from '@/api/auth-storage';
import { SessionPendingView } from './pending-shell';

const renderAt = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(
    <MantineProvider>
      <SessionPendingView />
    </MantineProvider>,
  );
};

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the view while a stored token is checked', () => {
  it("takes the page's shape when the token's user held the section: heading, last welcome line, status", () => {
    writeTokenSections(['timeEfforts', 'sales']);
    writeTokenName('Test Beverages');
    renderAt('/uds');
    expect(screen.getByRole('heading', { level: 1, name: 'Time & Efforts' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Test Beverages!')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading session' })).toBeInTheDocument();
    // Nothing to follow or open before the session is known.
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeDisabled();
  });

  it('is the plain loader for a page the hint does not name', () => {
    writeTokenSections(['sales']);
    renderAt('/uds');
    expect(screen.getByRole('status', { name: 'Loading session' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

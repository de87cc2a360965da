import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { SessionCheckFailed, secondsUntil } from './session-check-failed';

describe('secondsUntil', () => {
  it('rounds up and never goes below 0', () => {
    expect(secondsUntil(10_000, 8_001)).toBe(2);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
  });
});

describe('SessionCheckFailed', () => {
  it('says when it tries again and offers Retry and Sign out', async () => {
    const retry = vi.fn();
    const signOut = vi.fn();
    renderWithTheme(
      <SessionCheckFailed
        failure={{ message: 'The server could not be reached', retryAt: Date.now() + 4000 }}
        retry={retry}
        signOut={signOut}
      />,
    );
    expect(screen.getByText('Your session could not be checked')).toBeInTheDocument();
    expect(screen.getByText('The server could not be reached')).toBeInTheDocument();
    expect(screen.getByText(/Trying again in [34] s\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});

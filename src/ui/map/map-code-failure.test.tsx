import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PanelErrorBoundary } from '@/ui/panel/panel-error-boundary';
import { renderWithTheme } from '@/test/render';
import { AccountMap } from './account-map';

// The map's code cannot be downloaded (a deploy replaced the files, the network dropped).
vi.mock('./preload-map', () => ({
  loadMapModule: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
  preloadMap: () => undefined,
}));
vi.mock('./webgl-support', () => ({ supportsWebGL2: () => true, markWebGL2Unavailable: vi.fn() }));

describe('AccountMap without its code', () => {
  it('fails into its panel’s error boundary, as a failed lazy component does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithTheme(
      <PanelErrorBoundary resetKey={0} fallback={() => <p role="alert">The map failed</p>}>
        <AccountMap
          points={[{ id: 1, latitude: 34, longitude: -118, status: 'Active' }]}
          statuses={[{ key: 'Active', color: '#b7eb8f' }]}
          pointLabel={() => 'Corner Market'}
          renderPopup={() => null}
        />
      </PanelErrorBoundary>,
    );
    expect(screen.getByRole('status', { name: 'Account map is loading' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The map failed');
  });
});

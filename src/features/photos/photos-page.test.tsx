import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/api/contract/auth';
import { allPermissions, permissionKeys } from '@/api/contract/permissions';
import { currentHref, renderApp } from '@/test/test-app';
import { testSuperAdmin } from '@/test/test-users';

const grid = () => document.querySelector<HTMLElement>('[data-panel="photo-grid"]');
const cards = () => [...document.querySelectorAll<HTMLElement>('[data-photo-card]')];
const waitForGrid = () =>
  waitFor(() => expect(grid()).toHaveAttribute('data-state', 'ready'), { timeout: 30_000 });

const withoutPhotos: SessionUser = {
  ...testSuperAdmin,
  permissions: {
    ...allPermissions(),
    merchandising: {
      permissions: permissionKeys('merchandising').filter((k) => k !== 'accountImages'),
      filters: allPermissions().merchandising?.filters ?? [],
    },
  },
};

describe('Photo library page', () => {
  it('narrows to a secondary placement through the URL, every card says so, and a card links its account', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/merchandising/photos?brand=Sunset%20Soda', { user: testSuperAdmin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Photo library' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Albums' })).toBeInTheDocument();
    await waitForGrid();
    expect(cards()).toHaveLength(24);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Placement' }), 'Cooler');
    await waitFor(() => expect(currentHref(router)).toContain('placement=Cooler'));
    await waitFor(
      () =>
        expect(
          cards().every((c) =>
            /^Secondary placement: .*Cooler/.test(
              c.querySelector('[data-photo-type-text]')?.textContent ?? '',
            ),
          ),
        ).toBe(true),
      { timeout: 30_000 },
    );
    expect(screen.getByRole('combobox', { name: 'Photo type' })).toHaveValue('secondary');

    const first = cards()[0] as HTMLElement;
    const select = within(first).getByRole('button', { name: /^Select Secondary placement/ });
    await user.click(select);
    expect(select).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('1 photo selected')).toBeInTheDocument();
    const link = within(first).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/accounts\/\d+\?brand=Sunset%20Soda/);
  }, 90_000);

  it('is not there for a user without the photo key: no entry, the route goes to Merchandising', async () => {
    const { router } = renderApp('/merchandising/photos', { user: withoutPhotos });
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchandising'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchandising' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Photo library' })).toBeNull();
  }, 60_000);
});

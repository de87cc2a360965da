import { screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allPermissions, type Permissions } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { setTodayForTests } from '@/lib/dates';
import { renderWithTheme } from '@/test/render';
import { showFilterNotice } from '@/ui/notify/filter-notices';
import { INVALID_RANGE_DESCRIPTION, INVALID_RANGE_TITLE } from '../date-rules';
import { parseFilter, type SectionFilter } from '../schemas';
import { bindApply, buildSectionFilter, RANGE_RESET_MESSAGE, type FilterSearch } from '../section-filter';
import { PEAK, SUNSET, TEST_TODAY, salesOptions } from '@/test/test-options';
import { parseSearch, stringifySearch } from '../url-codec';
import type * as Controls from './controls';
import { FilterBoard } from './filter-board';

/** Renders of the list controls (cities, chains, ...), to show which controls a change touches. */
const listRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./controls', async (importOriginal) => {
  const actual = await importOriginal<typeof Controls>();
  return {
    ...actual,
    ListControl: (props: Parameters<typeof actual.ListControl>[0]) => {
      listRenders.count++;
      return actual.ListControl(props);
    },
  };
});

// Twenty-odd Mantine controls per render are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

/**
 * The board against a fake router: `navigate` writes the search through the real URL
 * codec and the page re-reads it, as the app's router does.
 */
function SalesPage({
  initialUrl,
  permissions,
  onNavigate,
  onPrefetch,
}: {
  initialUrl: string;
  permissions: Permissions | null;
  onNavigate: (url: string) => void;
  onPrefetch?: (params: RequestParams, filter: SectionFilter<'sales'>) => void;
}) {
  const [url, setUrl] = useState(initialUrl);
  const filter = useMemo(
    () =>
      bindApply(
        buildSectionFilter({
          section: 'sales',
          urlFilter: parseFilter('sales', parseSearch(url)),
          options: salesOptions,
          today: TEST_TODAY,
        }),
        (search: FilterSearch<'sales'>) => {
          const next = stringifySearch(search as Record<string, unknown>);
          onNavigate(next);
          setUrl(next);
        },
        showFilterNotice,
      ),
    [url, onNavigate],
  );
  return <FilterBoard filter={filter} permissions={permissions} onPrefetch={onPrefetch} />;
}

const salesOnly = (filters: string[]): Permissions => ({ sales: { permissions: ['map'], filters } });

const setup = (initialUrl = '', permissions: Permissions | null = allPermissions()) => {
  const onNavigate = vi.fn<(url: string) => void>();
  const onPrefetch = vi.fn<(params: RequestParams, filter: SectionFilter<'sales'>) => void>();
  const user = userEvent.setup();
  renderWithTheme(
    <SalesPage
      initialUrl={initialUrl}
      permissions={permissions}
      onNavigate={onNavigate}
      onPrefetch={onPrefetch}
    />,
  );
  const button = (name: string) => screen.getByRole('button', { name });
  return { user, onNavigate, onPrefetch, button };
};

/** The input of a labelled control (a combobox's option list carries the label too). */
const field = (label: string): HTMLElement => {
  const [first] = screen.getAllByLabelText(label);
  if (!first) throw new Error(`No control labelled ${label}`);
  return first;
};
const hasField = (label: string): boolean => screen.queryAllByLabelText(label).length > 0;
const pill = (text: string) => screen.queryByText(text, { selector: '.mantine-Pill-label' });

const pickOption = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
};

beforeEach(() => setTodayForTests(TEST_TODAY));
afterEach(() => {
  setTodayForTests(null);
  notifications.clean();
});

describe('FilterBoard buttons', () => {
  it('keeps Apply disabled until a change, then applies, navigates and clears the changed mark', async () => {
    const { user, onNavigate, button } = setup();
    expect(button('Apply')).toBeDisabled();
    expect(button('Revert')).toBeDisabled();

    await user.click(field('Account name'));
    await user.paste(' Corner Store ');
    expect(button('Apply')).toBeEnabled();
    await user.click(button('Apply'));

    expect(onNavigate).toHaveBeenCalledWith('?name=Corner%20Store');
    expect(field('Account name')).toHaveValue('Corner Store');
    expect(button('Apply')).toBeDisabled();
    expect(button('Revert')).toBeDisabled();
  });

  it('Revert restores the last applied filter', async () => {
    const { user, button } = setup('?name=Kiosk');
    const name = field('Account name');
    await user.clear(name);
    await user.paste('Other');
    expect(button('Revert')).toBeEnabled();
    await user.click(button('Revert'));
    expect(name).toHaveValue('Kiosk');
    expect(button('Apply')).toBeDisabled();
  });

  it('Default is enabled only away from the defaults and loads them into the form', async () => {
    const { user, onNavigate, button } = setup();
    expect(button('Default')).toBeDisabled();

    await user.type(field('Zip Code'), '926');
    expect(button('Default')).toBeEnabled();
    await user.click(button('Default'));
    expect(field('Zip Code')).toHaveValue('');
    expect(button('Default')).toBeDisabled();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('Default on a non-default URL needs Apply to take effect', async () => {
    const { user, onNavigate, button } = setup('?cities=Irvine&notVisitedIn=3');
    await user.click(button('Default'));
    expect(button('Apply')).toBeEnabled();
    await user.click(button('Apply'));
    expect(onNavigate).toHaveBeenLastCalledWith('');
  });
});

describe('FilterBoard field rules', () => {
  it('zip code ignores edits that are not digits', async () => {
    const { user } = setup();
    const zip = field('Zip Code');
    await user.type(zip, '9a0-2 b6');
    expect(zip).toHaveValue('9026');
  });

  it('No Activity: negative becomes its absolute value, empty becomes 0, shown in days', async () => {
    const { user, onNavigate, button } = setup();
    const days = field('No Activity');
    expect(days).toHaveValue('0 days');

    await user.clear(days);
    await user.type(days, '-12');
    await user.tab();
    expect(days).toHaveValue('12 days');
    await user.click(button('Apply'));
    expect(onNavigate).toHaveBeenLastCalledWith('?notVisitedIn=12');

    await user.clear(days);
    await user.tab();
    expect(days).toHaveValue('0 days');
    await user.click(button('Apply'));
    expect(onNavigate).toHaveBeenLastCalledWith('');
  });
});

describe('FilterBoard number fields', () => {
  it('No Activity steps with the arrow keys, not below 0, and ignores other characters', async () => {
    const { user, onNavigate, button } = setup();
    const days = field('No Activity');
    days.focus();
    await user.keyboard('{ArrowDown}');
    expect(days).toHaveValue('0 days');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(days).toHaveValue('2 days');
    await user.keyboard('x.');
    expect(days).toHaveValue('2 days');
    await user.click(button('Apply'));
    expect(onNavigate).toHaveBeenLastCalledWith('?notVisitedIn=2');
    expect(days).toHaveAttribute('inputmode', 'numeric');
  });
});

describe('FilterBoard permissions', () => {
  it('shows every sales control, and the admin row, to a user holding all filters', () => {
    setup();
    for (const label of [
      'Brand',
      'Start date',
      'End date',
      'Account name',
      'Address',
      'City',
      'State',
      'Zip Code',
      'Chain',
      'Banner',
      'Channel',
      'Region',
      'County',
      'Area',
      'SKUs - Sales',
      'Distributors',
      'Rep - Account',
      'Rep - Metric',
      'Data Source',
      'No Activity',
      'Frequency',
    ])
      expect(hasField(label), label).toBe(true);
    expect(screen.getByRole('button', { name: /^Period/ })).toBeInTheDocument();
    const admin = screen.getByRole('group', { name: 'Admin filters' });
    expect(within(admin).getAllByLabelText('Data Source')[0]).toBeInTheDocument();
  });

  it('hides controls without their Filters key, and the admin row without any of its keys', () => {
    setup('', salesOnly(['brand', 'cities']));
    expect(hasField('Brand')).toBe(true);
    expect(hasField('City')).toBe(true);
    for (const label of [
      'Account name',
      'Zip Code',
      'Start date',
      'SKUs - Sales',
      'Data Source',
      'No Activity',
    ])
      expect(hasField(label), label).toBe(false);
    expect(screen.queryByRole('button', { name: /^Period/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Admin filters' })).not.toBeInTheDocument();
  });

  it('shows the admin row with only the admin filters held', () => {
    setup('', salesOnly(['notVisitedIn']));
    const admin = screen.getByRole('group', { name: 'Admin filters' });
    expect(within(admin).getByLabelText('No Activity')).toBeInTheDocument();
    expect(hasField('Data Source')).toBe(false);
    expect(hasField('Frequency')).toBe(false);
  });
});

describe('FilterBoard brand and lists', () => {
  it('changing brand clears SKU and distributor selections and follows the brand in the options', async () => {
    const { user, onNavigate, button } = setup('?distributors=Coastal%20Dist&skuNames=Sunset%20Cola%2012oz');
    expect(pill('Sunset Cola 12oz')).toBeInTheDocument();
    expect(pill('Coastal Dist')).toBeInTheDocument();

    await pickOption(user, 'Brand', PEAK);
    expect(pill('Sunset Cola 12oz')).not.toBeInTheDocument();
    expect(pill('Coastal Dist')).not.toBeInTheDocument();

    await user.click(field('SKUs - Sales'));
    expect(await screen.findByRole('option', { name: 'Peak Water 1L' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Sunset Lime 12oz' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    // The start date moves up to the new brand's earliest date.
    expect(field('Start date')).toHaveTextContent('2026-09-01');
    await user.click(button('Apply'));
    expect(onNavigate).toHaveBeenLastCalledWith(`?brand=${encodeURIComponent(PEAK)}`);
  });

  it('shows at most 2 tags (3 for chains) and +N for the rest', () => {
    setup(
      '?chains=Albertsons,Ralphs,Vons,Target,Smart%20%26%20Final&cities=Anaheim,Irvine,Long%20Beach,Torrance',
    );
    expect(pill('Anaheim')).toBeInTheDocument();
    expect(pill('Irvine')).toBeInTheDocument();
    expect(pill('Long Beach')).not.toBeInTheDocument();
    expect(screen.getByTitle('Long Beach, Torrance')).toHaveTextContent('+2');

    expect(pill('Vons')).toBeInTheDocument();
    expect(pill('Target')).not.toBeInTheDocument();
    expect(screen.getByTitle('Target, Smart & Final')).toHaveTextContent('+2');
  });
});

describe('FilterBoard dates and shortcuts', () => {
  it('a cleared start date resets to the brand period on Apply, with a warning', async () => {
    const { user, onNavigate, button } = setup('?name=Kiosk&startDate=2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Clear start date' }));
    await user.click(button('Apply'));
    expect(await screen.findByText(RANGE_RESET_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Warning')).toBeInTheDocument();
    expect(onNavigate).toHaveBeenLastCalledWith('?name=Kiosk');
    expect(field('Start date')).toHaveTextContent('2024-01-15');
  });

  it('a date field opens its calendar (loaded on demand) from the keyboard, and a picked day applies', async () => {
    const { user, onNavigate, button } = setup('?startDate=2026-10-01');
    field('Start date').focus();
    await user.keyboard('{Enter}');
    // The calendar module is a separate chunk: the first open waits for it.
    const day = await screen.findByRole('button', { name: '5 October 2026' }, { timeout: 15_000 });
    await user.click(day);
    expect(field('Start date')).toHaveTextContent('2026-10-05');
    expect(screen.queryByRole('button', { name: '5 October 2026' })).not.toBeInTheDocument();
    await user.click(button('Apply'));
    expect(onNavigate).toHaveBeenLastCalledWith('?startDate=2026-10-05');
  });

  it('an invalid interval shows the SPEC.md error notice and does not navigate', async () => {
    const navigate = vi.fn();
    const filter = bindApply(
      buildSectionFilter({
        section: 'sales',
        urlFilter: parseFilter('sales', {}),
        options: salesOptions,
        today: TEST_TODAY,
      }),
      navigate,
      showFilterNotice,
    );
    renderWithTheme(<FilterBoard filter={filter} permissions={allPermissions()} />);
    filter.apply({ ...filter.applied, startDate: '2026-11-10', endDate: '2026-11-02' });
    expect(await screen.findByText(INVALID_RANGE_TITLE)).toBeInTheDocument();
    expect(screen.getByText(INVALID_RANGE_DESCRIPTION)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('hovering a shortcut prefetches its params; choosing it applies at once and labels the menu', async () => {
    const { user, onNavigate, onPrefetch } = setup(`?brand=${encodeURIComponent(SUNSET)}`);
    await user.click(screen.getByRole('button', { name: /^Period/ }));
    const lastWeek = await screen.findByRole('menuitem', { name: 'Last Week' });
    await user.hover(lastWeek);
    expect(onPrefetch).toHaveBeenCalledWith(
      expect.objectContaining({ dateStart: '2026-11-09', dateEnd: '2026-11-15', brand: SUNSET }),
      expect.objectContaining({ startDate: '2026-11-09', endDate: '2026-11-15' }),
    );
    await user.click(lastWeek);
    expect(onNavigate).toHaveBeenLastCalledWith('?endDate=2026-11-15&startDate=2026-11-09');
    expect(screen.getByRole('button', { name: 'Period: Last Week' })).toBeInTheDocument();
  });

  it('a period shortcut re-renders the date fields only, not the list controls', async () => {
    const { user } = setup(`?brand=${encodeURIComponent(SUNSET)}`);
    await user.click(screen.getByRole('button', { name: /^Period/ }));
    const lastWeek = await screen.findByRole('menuitem', { name: 'Last Week' });
    const before = listRenders.count;
    await user.click(lastWeek);
    expect(screen.getByRole('button', { name: 'Period: Last Week' })).toBeInTheDocument();
    expect(field('Start date')).toHaveTextContent('2026-11-09');
    expect(listRenders.count - before).toBe(0);
  });

  it('disables shortcuts that lie wholly before the brand earliest date', async () => {
    const { user } = setup(`?brand=${encodeURIComponent(PEAK)}`);
    await user.click(screen.getByRole('button', { name: /^Period/ }));
    expect(await screen.findByRole('menuitem', { name: 'Last Year' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'This Month' })).toBeEnabled();
  });
});

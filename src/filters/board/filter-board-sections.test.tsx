import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allPermissions } from '@/api/contract/permissions';
import { setTodayForTests } from '@/lib/dates';
import { renderWithTheme } from '@/test/render';
import { FILTER_OPTIONS_ADAPTERS, type FilterOptions } from '../options';
import { parseFilter, type FilterSection } from '../schemas';
import { bindApply, buildSectionFilter } from '../section-filter';
import { TEST_TODAY, salesOptionsDomain } from '@/test/test-options';
import { parseSearch, stringifySearch } from '../url-codec';
import { FilterBoard } from './filter-board';

vi.setConfig({ testTimeout: 60_000 });

/** Boards of other sections: their own controls, limits and defaults. */
function Page<S extends FilterSection>({
  section,
  options,
  onNavigate,
}: {
  section: S;
  options: FilterOptions;
  onNavigate: (url: string) => void;
}) {
  const [url, setUrl] = useState('');
  const filter = useMemo(
    () =>
      bindApply(
        buildSectionFilter({
          section,
          urlFilter: parseFilter(section, parseSearch(url)),
          options,
          today: TEST_TODAY,
        }),
        (search) => {
          const next = stringifySearch(search as Record<string, unknown>);
          onNavigate(next);
          setUrl(next);
        },
        () => undefined,
      ),
    [section, options, url, onNavigate],
  );
  return <FilterBoard filter={filter} permissions={allPermissions()} />;
}

const render = <S extends FilterSection>(section: S, options: FilterOptions) => {
  const onNavigate = vi.fn<(url: string) => void>();
  renderWithTheme(<Page section={section} options={options} onNavigate={onNavigate} />);
  return { onNavigate, user: userEvent.setup() };
};

const hasField = (label: string): boolean => screen.queryAllByLabelText(label).length > 0;

const merchandisingOptions = FILTER_OPTIONS_ADAPTERS.merchandising({
  ...salesOptionsDomain,
  statuses: [],
  primary: ['Shelf'],
  secondary: ['Endcap'],
  locations: ['Eye level'],
  types: ['Display'],
  tags: ['Tagged', 'Not tagged'],
  promo: ['On promo', 'No promo'],
  prices: {},
  competitors: [],
  placements: [],
  dublicateImages: ['Duplicate'],
  skus: salesOptionsDomain.skus,
});

const databaseOptions = FILTER_OPTIONS_ADAPTERS.database({
  accountsSources: ['Field', 'Import'],
  activeAccounts: ['Active', 'All'],
  channels: ['Grocery'],
  cities: ['Irvine'],
  states: [],
  chains: [],
  banners: [],
  regions: [],
  counties: [],
  territories: [],
  representatives: [],
  frequencies: [],
});

beforeEach(() => setTodayForTests(TEST_TODAY));
afterEach(() => setTodayForTests(null));

describe('FilterBoard on other sections', () => {
  it('merchandising: comparison controls write the m/l/e form; promo and tag default to the first', async () => {
    const { user, onNavigate } = render('merchandising', merchandisingOptions);
    expect(screen.getByText('On promo', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    expect(screen.getByText('Tagged', { selector: '.mantine-Pill-label' })).toBeInTheDocument();

    await user.click(screen.getAllByLabelText('Number of SKUs')[0]!);
    await user.click(await screen.findByRole('option', { name: 'Less Than' }));
    const value = screen.getByLabelText('Number of SKUs value');
    await user.clear(value);
    await user.type(value, '5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onNavigate).toHaveBeenLastCalledWith('?numberOfSkus=l5');
    expect(hasField('Duplicate Photo')).toBe(true);
  });

  it('database: no dates, brand or shortcuts; Active accounts and Data Source default to the first', () => {
    render('database', databaseOptions);
    for (const label of ['Brand', 'Start date', 'End date']) expect(hasField(label), label).toBe(false);
    expect(screen.queryByRole('button', { name: /^Period/ })).not.toBeInTheDocument();
    expect(screen.getAllByLabelText('Active accounts')[0]).toHaveValue('Active');
    expect(screen.getAllByLabelText('Data Source')[0]).toHaveValue('Field');
    expect(hasField('Channel')).toBe(true);
    expect(screen.getByRole('button', { name: 'Default' })).toBeDisabled();
  });
});

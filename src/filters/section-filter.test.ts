import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTodayForTests } from '@/lib/dates';
import { INVALID_RANGE_DESCRIPTION, INVALID_RANGE_TITLE } from './date-rules';
import { PERIOD_SHORTCUTS, shortcutRange } from './period-shortcuts';
import { parseFilter, type SectionFilter } from './schemas';
import {
  RANGE_RESET_MESSAGE,
  RANGE_RESET_TITLE,
  bindApply,
  buildSectionFilter,
  normaliseFilter,
  type FilterSearch,
} from './section-filter';
import { PEAK, SUNSET, TEST_TODAY, salesOptions } from '@/test/test-options';
import { parseSearch, stringifySearch } from './url-codec';

const resolve = (url: Record<string, unknown> = {}) =>
  buildSectionFilter({
    section: 'sales',
    urlFilter: parseFilter('sales', url),
    options: salesOptions,
    today: TEST_TODAY,
  });

const build = (url: Record<string, unknown> = {}) => {
  const navigate = vi.fn<(search: FilterSearch<'sales'>) => void>();
  const show = vi.fn();
  return { state: bindApply(resolve(url), navigate, show), navigate, show };
};

/** What the router does with the search `apply` navigates to. */
const land = (search: FilterSearch<'sales'>) => {
  const text = stringifySearch(search as Record<string, unknown>);
  return { text, state: build(parseSearch(text)).state };
};

beforeEach(() => setTodayForTests(TEST_TODAY));
afterEach(() => {
  setTodayForTests(null);
  vi.clearAllMocks();
});

describe('buildSectionFilter', () => {
  it('resolves an empty URL to the defaults and sends the full date range', () => {
    const { state } = build();
    expect(state.applied).toEqual(state.defaults);
    expect(state.applied.brand).toBe(SUNSET);
    expect(state.params).toEqual({
      brand: SUNSET,
      dateEnd: TEST_TODAY,
      dateStart: '2024-01-15',
      accountsSource: 'Field',
    });
  });

  it('applies a normalised filter and writes only what differs from the defaults', () => {
    const { state, navigate } = build();
    const result = state.apply({
      ...state.applied,
      name: '  Corner Store ',
      zipCode: '90210',
      cities: ['Irvine', 'Irvine', ''],
      notVisitedIn: -7,
    });
    expect(result.ok).toBe(true);
    const search = navigate.mock.calls[0]?.[0];
    expect(search).toEqual({ name: 'Corner Store', zipCode: '90210', cities: ['Irvine'], notVisitedIn: 7 });
    const { text } = land(search!);
    expect(text).toBe('?cities=Irvine&name=Corner%20Store&notVisitedIn=7&zipCode=90210');
  });

  it("leaves another brand's default dates out of the URL, so they keep meaning 'its whole period'", () => {
    const { state, navigate } = build();
    state.apply({ ...state.applied, brand: PEAK, startDate: '2026-09-01' });
    expect(navigate.mock.calls[0]?.[0]).toEqual({ brand: PEAK });
    expect(land(navigate.mock.calls[0]![0]).state.applied.startDate).toBe('2026-09-01');
  });

  it('blocks an inverted range with the SPEC.md error notice and does not navigate', () => {
    const { state, navigate } = build();
    const result = state.apply({ ...state.applied, startDate: '2026-11-10', endDate: '2026-11-01' });
    expect(result).toEqual({
      ok: false,
      title: INVALID_RANGE_TITLE,
      description: INVALID_RANGE_DESCRIPTION,
      notice: { kind: 'error', title: INVALID_RANGE_TITLE, message: INVALID_RANGE_DESCRIPTION },
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('resets a missing or too-early date to the brand period with a warning', () => {
    const { state, navigate } = build();
    const result = state.apply({ ...state.applied, startDate: undefined, name: 'x' });
    const warning = { kind: 'warning', title: RANGE_RESET_TITLE, message: RANGE_RESET_MESSAGE };
    expect(result.ok && result.rangeReset).toBe(true);
    expect(result.notice).toEqual(warning);
    expect(navigate.mock.calls[0]?.[0]).toEqual({ name: 'x' });

    expect(build().state.apply({ ...state.applied, startDate: '2020-01-01' }).notice).toEqual(warning);
    expect(build().state.apply({ ...state.applied, name: 'y' }).notice).toBeNull();
  });

  it('prepares an apply without doing it: the search to go to, or the notice alone', () => {
    const state = resolve();
    const prepared = state.prepareApply({ ...state.applied, name: ' x ' });
    expect(prepared.ok && prepared.search).toEqual({ name: 'x' });
    const blocked = state.prepareApply({ ...state.applied, startDate: '2026-11-10', endDate: '2026-11-01' });
    expect(blocked.ok).toBe(false);
    expect('search' in blocked).toBe(false);
  });

  it('shows the notice apply returns through the given notice host, once per apply', () => {
    const { state, show } = build();
    state.apply({ ...state.applied, name: 'x' });
    expect(show).not.toHaveBeenCalled();
    state.apply({ ...state.applied, startDate: '2026-11-10', endDate: '2026-11-01' });
    expect(show).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      title: INVALID_RANGE_TITLE,
      message: INVALID_RANGE_DESCRIPTION,
    });
  });

  it('gives prefetch exactly the params the page will hold after the shortcut applies', () => {
    const { state, navigate } = build({ brand: PEAK, cities: ['Irvine'] });
    const earliest = state.earliestDate(PEAK)!;
    for (const { id } of PERIOD_SHORTCUTS) {
      const range = shortcutRange(id, TEST_TODAY, earliest);
      if (!range.available) continue;
      const next: SectionFilter<'sales'> = {
        ...state.applied,
        startDate: range.startDate,
        endDate: range.endDate,
      };
      const predicted = state.paramsFor(next);
      navigate.mockClear();
      state.apply(next);
      expect(land(navigate.mock.calls[0]![0]).state.params, id).toEqual(predicted);
    }
  });

  it('returns the filter the page lands on, so the form can reset to it', () => {
    const { state, navigate } = build();
    const result = state.apply({ ...state.applied, name: ' a ' });
    expect(result.ok && result.filter).toEqual(land(navigate.mock.calls[0]![0]).state.applied);
  });
});

describe('normaliseFilter', () => {
  it('trims text, keeps zip digits only, fixes No Activity and comparisons, dedupes lists', () => {
    const filter = parseFilter('reports', {});
    expect(
      normaliseFilter('reports', {
        ...filter,
        address: ' 1 Main St ',
        zipCode: '90a',
        notVisitedIn: Number.NaN,
        numberOfSkus: 'e007',
        numberOfFacings: 'x',
        chains: ['Vons', 'Vons', 'Ralphs'],
      }),
    ).toMatchObject({
      address: '1 Main St',
      zipCode: '',
      notVisitedIn: 0,
      numberOfSkus: 'e7',
      numberOfFacings: 'm0',
      chains: ['Vons', 'Ralphs'],
    });
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { filterQuery, lastViewKey, lastViewRedirect, recordLastView } from './last-view';

/** A Map-backed Storage stand-in: the rules only need getItem/setItem/removeItem. */
const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

const open = (searchStr: string, entering = true) => ({
  login: 'ann',
  section: 'sales',
  pathname: '/sales',
  searchStr,
  entering,
});

describe('last view', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('keeps only the filter keys of a query string, canonically encoded', () => {
    expect(filterQuery('sales', '?metric=dollars&startDate=2026-01-05&brand=Sunset+Soda')).toBe(
      '?brand=Sunset%20Soda&startDate=2026-01-05',
    );
    expect(filterQuery('sales', '?metric=dollars')).toBe('');
  });

  it('restores the recorded filter when a section is entered with no query string', () => {
    recordLastView(storage, 'ann', 'sales', '?brand=Blue%20Peak&metric=dollars');
    expect(lastViewRedirect(storage, open(''))).toBe('/sales?brand=Blue%20Peak');
  });

  it('lets a link with a query string win', () => {
    recordLastView(storage, 'ann', 'sales', '?brand=Blue%20Peak');
    expect(lastViewRedirect(storage, open('?startDate=2026-01-05'))).toBeNull();
    expect(lastViewRedirect(storage, open('?metric=dollars'))).toBeNull();
  });

  it('restores beside the app-wide comparison key, which is no link of its own', () => {
    recordLastView(storage, 'ann', 'sales', '?brand=Blue%20Peak&compare=prev');
    expect(lastViewRedirect(storage, open('?compare=prev'))).toBe('/sales?brand=Blue%20Peak&compare=prev');
    expect(lastViewRedirect(storage, open('?compare=year&metric=dollars'))).toBeNull();
  });

  it('restores nothing when moving within the section (Back to a bare URL)', () => {
    recordLastView(storage, 'ann', 'sales', '?brand=Blue%20Peak');
    expect(lastViewRedirect(storage, open('', false))).toBeNull();
  });

  it('forgets the record when the defaults are applied', () => {
    recordLastView(storage, 'ann', 'sales', '?brand=Blue%20Peak');
    recordLastView(storage, 'ann', 'sales', '');
    expect(storage.items.size).toBe(0);
    expect(lastViewRedirect(storage, open(''))).toBeNull();
  });

  it('keeps users and sections apart', () => {
    recordLastView(storage, 'ann', 'sales', '?brand=Blue%20Peak');
    expect(lastViewRedirect(storage, { ...open(''), login: 'bob' })).toBeNull();
    expect(lastViewRedirect(storage, { ...open(''), section: 'accounts', pathname: '/accounts' })).toBeNull();
    expect([...storage.items.keys()]).toEqual([lastViewKey('ann', 'sales')]);
  });

  it('ignores sections without a filter and records that are no longer filters', () => {
    recordLastView(storage, 'ann', 'admin', '?brand=X');
    expect(storage.items.size).toBe(0);
    storage.setItem(lastViewKey('ann', 'sales'), '?metric=dollars&bogus=1');
    expect(lastViewRedirect(storage, open(''))).toBeNull();
  });

  it('never throws when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => recordLastView(broken, 'ann', 'sales', '?brand=X')).not.toThrow();
    expect(lastViewRedirect(broken, open(''))).toBeNull();
  });
});

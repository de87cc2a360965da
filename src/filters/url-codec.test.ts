import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTodayForTests } from '@/lib/dates';
import { FILTER_SECTIONS, filterSchemas, parseFilter } from './schemas';
import { filterArbitrary, queryStringArbitrary } from '@/test/test-arbitraries';
import { LIST_FIELDS, omitDefaults, parseSearch, safeDecode, stringifySearch } from './url-codec';

const TODAY = '2026-11-22';

beforeAll(() => setTodayForTests(TODAY));
afterAll(() => setTodayForTests(null));

describe('stringifySearch', () => {
  it('writes human-readable URLs: %20 for spaces, literal commas between items, sorted keys', () => {
    expect(
      stringifySearch({ startDate: '2026-01-01', cities: ['Irvine', 'Long Beach'], brand: 'Sunset Soda' }),
    ).toBe('?brand=Sunset%20Soda&cities=Irvine,Long%20Beach&startDate=2026-01-01');
  });

  it('percent-encodes a comma inside a list item so it survives the round trip', () => {
    const url = stringifySearch({ chains: ['Smith, Jones & Co', 'Ralphs'] });
    expect(url).toBe('?chains=Smith%2C%20Jones%20%26%20Co,Ralphs');
    expect(parseSearch(url)).toEqual({ chains: ['Smith, Jones & Co', 'Ralphs'] });
  });

  it('omits empty values, empty lists and field defaults', () => {
    expect(
      stringifySearch({
        name: '',
        cities: [],
        notVisitedIn: 0,
        numberOfSkus: 'm0',
        startDate: undefined,
        x: null,
      }),
    ).toBe('');
    expect(stringifySearch({ notVisitedIn: 5, numberOfFacings: 'l3' })).toBe(
      '?notVisitedIn=5&numberOfFacings=l3',
    );
  });

  it('never writes a bare +', () => {
    expect(stringifySearch({ name: 'A+B' })).toBe('?name=A%2BB');
  });

  it('keeps unknown keys (e.g. a redirect target) as strings', () => {
    expect(stringifySearch({ redirect: '/sales?brand=A' })).toBe('?redirect=%2Fsales%3Fbrand%3DA');
    expect(parseSearch('?redirect=%2Fsales%3Fbrand%3DA')).toEqual({ redirect: '/sales?brand=A' });
  });
});

describe('parseSearch', () => {
  it('keeps number-looking values as strings (zip codes)', () => {
    expect(parseSearch('?zipCode=090210&notVisitedIn=5')).toEqual({ zipCode: '090210', notVisitedIn: '5' });
  });

  it('decodes list fields to arrays and scalars to strings, with or without "?"', () => {
    expect(parseSearch('cities=Irvine&brand=Acme')).toEqual({ cities: ['Irvine'], brand: 'Acme' });
  });

  it('reads + as a space (links from other tools) and %2B as +', () => {
    expect(parseSearch('?name=Long+Beach%2B')).toEqual({ name: 'Long Beach+' });
  });

  it('adds up repeated list keys; the first repeated scalar wins', () => {
    expect(parseSearch('?cities=A&brand=X&cities=B,C&brand=Y')).toEqual({
      cities: ['A', 'B', 'C'],
      brand: 'X',
    });
  });

  it('survives malformed escapes and empty parts', () => {
    expect(parseSearch('?a=b&&&')).toEqual({ a: 'b' });
    expect(parseSearch('?name=%E0%A4%A')).toEqual({ name: '\uFFFD%A' });
    expect(parseSearch('?name=100%&cities=%ZZ,ok')).toEqual({ name: '100%', cities: ['%ZZ', 'ok'] });
    expect(parseSearch('?=x&cities=,,')).toEqual({ cities: [] });
  });

  it('ignores __proto__ keys', () => {
    const parsed = parseSearch('?__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(parsed).toEqual({ constructor: 'y' });
  });
});

describe('safeDecode', () => {
  it('decodes valid runs even when another run is broken', () => {
    expect(safeDecode('%C3%A9-%E0%A4')).toBe('é-\uFFFD');
  });
});

describe('LIST_FIELDS', () => {
  it('holds exactly the array-valued fields of the schemas', () => {
    for (const section of FILTER_SECTIONS) {
      const defaults = filterSchemas[section].parse({}) as Record<string, unknown>;
      for (const [key, value] of Object.entries(defaults))
        expect(LIST_FIELDS.has(key)).toBe(Array.isArray(value));
    }
    expect(LIST_FIELDS.has('cities')).toBe(true);
    expect(LIST_FIELDS.has('zipCode')).toBe(false);
  });
});

describe('omitDefaults', () => {
  it('drops values equal to the defaults and undefined values', () => {
    expect(
      omitDefaults(
        { brand: 'A', startDate: '2024-01-01', endDate: undefined, cities: ['X'], name: '' },
        { brand: 'A', startDate: '2023-01-01', cities: [], name: '' },
      ),
    ).toEqual({ startDate: '2024-01-01', cities: ['X'] });
  });
});

/**
 * Random filters and query strings per section: 1,000 each in `npm test` (a few seconds);
 * PROPERTY_RUNS=10000 for the full issue-22 run (about 30 s of CPU for all sections).
 */
const PROPERTY_RUNS = Number(process.env.PROPERTY_RUNS ?? 1_000);

describe.each(FILTER_SECTIONS)('round trip (%s)', (section) => {
  it('parse(stringify(f)) equals f for arbitrary filters', () => {
    fc.assert(
      fc.property(filterArbitrary(section, TODAY), (filter) => {
        expect(filterSchemas[section].parse(filter)).toEqual(filter);
        const url = stringifySearch(filter);
        expect(url).not.toMatch(/[ +]/);
        expect(parseFilter(section, parseSearch(url))).toEqual(filter);
        expect(stringifySearch(parseFilter(section, parseSearch(url)))).toBe(url);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('any query string parses, without throwing, into a valid filter', () => {
    fc.assert(
      fc.property(queryStringArbitrary, (query) => {
        const raw = parseSearch(query);
        const result = filterSchemas[section].safeParse(raw);
        expect(result.success).toBe(true);
        if (result.success) expect(filterSchemas[section].parse(result.data)).toEqual(result.data);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });
});

import fc from 'fast-check';
import { FIELD_DEFAULTS, filterSchemas, type FilterFieldName, type FilterSection } from '@/filters/schemas';

/**
 * fast-check generators for filters (test-only module). Strings lean on the characters
 * that break naive codecs: separators, escapes, spaces, non-ASCII text and very long values.
 */

const TRICKY = [
  ',',
  ' ',
  '%',
  '+',
  '&',
  '=',
  '%2C',
  '%25',
  '?',
  '#',
  '/',
  'Long Beach',
  'a,b',
  'é',
  '東京',
  '🥤',
  '\u00a0',
];

/** Pasted addresses and names run long; URLs must carry them whole (1 in 20 values). */
const veryLong = fc
  .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), fc.integer({ min: 20, max: 120 }))
  .map(([piece, times]) => `${piece},%${piece}`.repeat(times));

export const trickyString = (minLength = 0): fc.Arbitrary<string> =>
  fc
    .oneof(
      {
        arbitrary: fc
          .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 6 }), fc.constantFrom(...TRICKY)), {
            maxLength: 5,
          })
          .map((parts) => parts.join('')),
        weight: 19,
      },
      { arbitrary: veryLong, weight: 1 },
    )
    .filter((s) => s.length >= minLength);

const isoDate = (min: string, max: string): fc.Arbitrary<string> =>
  fc
    .date({ min: new Date(`${min}T12:00:00`), max: new Date(`${max}T12:00:00`), noInvalidDate: true })
    .map(
      (d) =>
        `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`,
    );

const fieldArbitrary = (
  section: FilterSection,
  field: FilterFieldName,
  today: string,
): fc.Arbitrary<unknown> => {
  if (Array.isArray(FIELD_DEFAULTS[field])) return fc.array(trickyString(1), { maxLength: 4 });
  switch (field) {
    case 'startDate':
      return fc.option(
        isoDate(
          '2000-01-01',
          section === 'schedule' ? `${Number(today.slice(0, 4)) + 1}${today.slice(4)}` : today,
        ),
        {
          nil: undefined,
        },
      );
    case 'endDate':
      return fc.option(isoDate('1990-01-01', '2100-12-31'), { nil: undefined });
    case 'zipCode':
      return fc.stringMatching(/^\d{0,9}$/);
    case 'notVisitedIn':
      return fc.nat({ max: 100_000 });
    case 'numberOfSkus':
    case 'numberOfFacings':
      return fc.tuple(fc.constantFrom('m', 'l', 'e'), fc.nat({ max: 10_000 })).map(([op, n]) => `${op}${n}`);
    default:
      return trickyString();
  }
};

export const filterArbitrary = (
  section: FilterSection,
  today: string,
): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(
    Object.fromEntries(
      Object.keys(filterSchemas[section].shape).map((field) => [
        field,
        fieldArbitrary(section, field as FilterFieldName, today),
      ]),
    ),
  );

const KEY_FRAGMENTS = Object.keys(FIELD_DEFAULTS);
const QUERY_FRAGMENTS = [
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%2C',
  '%25',
  '&',
  '&&&',
  '=',
  '==',
  ',',
  ',,',
  '?',
  '+',
  '#',
  '%00',
  '%FF',
  '__proto__',
  'constructor',
];

/** Query strings from real keys, junk values and malformed escapes. */
export const queryStringArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...KEY_FRAGMENTS).map((key) => `&${key}=`),
        fc.constantFrom(...QUERY_FRAGMENTS),
        fc.string({ unit: 'grapheme', maxLength: 5 }),
        fc.stringMatching(/^-?\d{1,6}$/),
        fc.constantFrom('2026-01-01', '2026-02-30', 'banana', 'm5', 'q5', 'e', '-7'),
      ),
      { maxLength: 20 },
    )
    .map((parts) => `?${parts.join('')}`),
);

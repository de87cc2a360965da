import { z } from 'zod';
import { ACCOUNT_BRIEF_COMPARE } from './account';
import { ATTENTION_CONTROLS, ATTENTION_REASONS } from './attention';
import { SERVER_REP_METRIC_NAMES } from './common';
import { PHOTO_ID_PATTERN, PHOTO_LIMITS, PHOTO_TYPES } from './photos';
import type { RequestParamName } from './request-params';

/**
 * What each request parameter holds on the wire (query string or form field: always text).
 * docs/openapi.json takes its parameter types from here, and the demo API checks every
 * value it receives against the same schemas, answering 400 with the parameter's name, so
 * the document and the server cannot disagree about what a value may be.
 */

const LIST =
  'Comma-joined list; a comma inside an item is written %2C and % as %25 (src/lib/request-list.ts).';

/** Free text; `min` 1 where an empty value is no value at all. */
const text = (description: string, min = 0) => z.string().min(min).max(1000).describe(description);
const list = (of: string) => z.string().describe(`${of}. ${LIST}`);
/** z.iso.date() checks the calendar too (no 2025-02-30), and documents `format: date`. */
const date = (description: string) => z.iso.date().describe(`${description} (YYYY-MM-DD).`);
const wholeNumber = (description: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .describe(`${description} A whole number (digits only).`);
const comparison = (description: string) =>
  z
    .string()
    .regex(/^[mle]\d{1,9}$/)
    .describe(
      `${description}: m (more than), l (less than) or e (equal to) followed by a whole number; m0 means no limit.`,
    );
const flag = (description: string) => z.enum(['true', 'false']).describe(description);

/** The filter parameters (SPEC.md section 5 after its renames), shared by every section. */
export const FILTER_PARAM_SCHEMAS: Record<RequestParamName, z.ZodType<string>> = {
  dateStart: date('First day of the period'),
  dateEnd: date('Last day of the period'),
  brand: text('Brand name; absent means the caller’s first brand.'),
  name: text('Account name contains this text (case-insensitive).'),
  address: text('Account address contains this text (case-insensitive).'),
  zipCode: z
    .string()
    .regex(/^\d{1,100}$/)
    .describe('Account zip code starts with these digits.'),
  channels: list('Channel types'),
  cities: list('Cities'),
  states: list('States'),
  chains: list('Chains'),
  banners: list('Banners'),
  regions: list('Regions'),
  counties: list('Counties'),
  territories: list('Territories'),
  representatives: list('Account representatives'),
  representativesMetric: list('Representatives whose activity counts'),
  frequencies: list('Visit frequencies'),
  accountsSource: text('Account data source.'),
  accountsActive: text('Active-account choice (Database page).'),
  distributors: list('Distributors'),
  notVisitedIn: wholeNumber('No visit in this many days before today.'),
  skuNames: list('SKU names'),
  salesSkuNames: list('SKU names of order lines'),
  merchandisingSkuNames: list('SKU names of merchandising visits'),
  statusesNames: list('Account statuses on the end date'),
  noImageReasons: list('Reasons a visit has no photo'),
  numberOfSkus: comparison('Number of SKUs per visit'),
  numberOfFacings: comparison('Number of facings per visit'),
  dublicateImages: list('Duplicate-image choices'),
  primary: list('Primary placements'),
  secondary: list('Secondary placements'),
  locations: list('Locations'),
  types: list('Placement types'),
  tags: list('Photo tags'),
  prices: list('Price choices'),
  promo: list('Promo choices'),
  competitors: list('Competitor choices'),
  inactiveRepresentatives: list('Inactive representatives to include'),
};

/**
 * The non-filter parameters endpoints name in `extraParams`. A name means the same thing in
 * every endpoint that sends it; `required` says whether an endpoint naming it needs it.
 */
export interface ExtraParam {
  schema: z.ZodType<string>;
  required: boolean;
  /**
   * The endpoint checks the value itself and answers a 400 whose message the page shows
   * as it is (a form's own wording), so the generic check leaves it alone.
   */
  ownCheck?: boolean;
}

/** One server metric name (representative metrics), as a pattern alternative. */
const METRIC_NAME = SERVER_REP_METRIC_NAMES.join('|');

const required = (schema: z.ZodType<string>): ExtraParam => ({ schema, required: true });
const ownCheck = (param: ExtraParam): ExtraParam => ({ ...param, ownCheck: true });
const optional = (schema: z.ZodType<string>): ExtraParam => ({ schema, required: false });

export const EXTRA_PARAMS: Record<string, ExtraParam> = {
  id: required(wholeNumber('The id of the account or file.')),
  login: required(text('User name.', 1)),
  password: required(text('Password.', 1)),
  brandName: required(text('Brand name.', 1)),
  active: optional(flag('true: active (unarchived); false: inactive (archived).')),
  brands: optional(list('Brand names')),
  representativeIDs: required(
    z
      .string()
      .regex(/^\d{1,9}(,\d{1,9})*$/)
      .describe(`Representative ids. ${LIST}`),
  ),
  date: ownCheck(required(date('First day the target applies to'))),
  target: ownCheck(
    required(
      z
        .string()
        .regex(/^\d{1,2}(\.\d+)?$/)
        .describe('Target from 0 to 10.'),
    ),
  ),
  page: optional(wholeNumber('Page number from 1.')),
  sort: optional(text('Sort column.')),
  order: optional(z.enum(['asc', 'desc']).describe('Sort order.')),
  metrics: required(
    z
      .string()
      .regex(new RegExp(`^(${METRIC_NAME})(,(${METRIC_NAME})){0,${SERVER_REP_METRIC_NAMES.length - 1}}$`))
      .describe(
        `Management: the representative metrics wanted, by server name (each once). Comma-joined list.`,
      ),
  ),
  asmPrefix: optional(
    text('ASM Schedule: only representatives whose name starts with this text (case-insensitive).'),
  ),
  asm: optional(text("ASM UDS: the ASM whose table is shown (one of the answer's Asms).", 1)),
  compare: optional(
    z
      .enum(ACCOUNT_BRIEF_COMPARE)
      .describe(
        'What the figures are set beside: the previous period (default) or the same period last year.',
      ),
  ),
  reason: optional(
    z.enum(ATTENTION_REASONS).describe('Needs attention: only the accounts with this reason.'),
  ),
  noOrderDays: optional(
    wholeNumber(
      `Needs attention: no order for this many days (${ATTENTION_CONTROLS.noOrderDays.min}-${ATTENTION_CONTROLS.noOrderDays.max}, default ${ATTENTION_CONTROLS.noOrderDays.default}).`,
    ),
  ),
  salesDownPercent: optional(
    wholeNumber(
      `Needs attention: cases down by this percentage or more (${ATTENTION_CONTROLS.salesDownPercent.min}-${ATTENTION_CONTROLS.salesDownPercent.max}, default ${ATTENTION_CONTROLS.salesDownPercent.default}).`,
    ),
  ),
  photoType: optional(z.enum(PHOTO_TYPES).describe('Photo library: only photos of this type.')),
  placement: optional(text('Photo library: only secondary photos of this placement type.', 1)),
  albumId: optional(wholeNumber('The id of a photo album (required by /merchandising/photos/album).')),
  ids: optional(
    z
      .string()
      .regex(
        new RegExp(
          `^${PHOTO_ID_PATTERN.source.slice(1, -1)}(,${PHOTO_ID_PATTERN.source.slice(1, -1)}){0,${PHOTO_LIMITS.selection - 1}}$`,
        ),
      )
      .describe(`Photo ids (\`primary-10234\`), at most ${PHOTO_LIMITS.selection}. ${LIST}`),
  ),
  email: required(z.string().min(3).max(320).describe('E-mail address the report goes to.')),
  dateStartReport: ownCheck(required(date('Monday of the ISO week the report covers'))),
  scorecardId: required(wholeNumber('Id of the chain scorecard file.')),
  file: required(z.string().describe('The file (a part with its file name).')),
  allBrandsAccess: optional(flag('The user sees every active brand.')),
  brandFullName: required(text('Company name.', 1)),
  isAdmin: optional(flag('The user is an admin (only a super admin sets it).')),
};

/** The schema of a parameter an endpoint sends (filter parameters win on a shared name). */
export const paramSchema = (name: string): z.ZodType<string> | undefined =>
  (FILTER_PARAM_SCHEMAS as Record<string, z.ZodType<string>>)[name] ?? EXTRA_PARAMS[name]?.schema;

/** The schema the demo API checks a value against before the endpoint sees it (none: its own check). */
export const checkedParamSchema = (name: string): z.ZodType<string> | undefined =>
  name in FILTER_PARAM_SCHEMAS || !EXTRA_PARAMS[name]?.ownCheck ? paramSchema(name) : undefined;

import type { DayNumber } from './dates';

/**
 * The demo data set's entities. Everything refers to everything else by array index
 * (`accountIdx`, `brandIdx`, ...) so lookups are O(1); `date` fields hold the same day as
 * `day` in 'YYYY-MM-DD' form (shared strings, so they cost nothing).
 *
 * The bulk entities (visits, orders and their lines, schedule entries, working days) are
 * stored as tables of typed-array columns (`VisitTable` ...): a few hundred thousand
 * long-lived objects cost the browser's main thread more in garbage collection than it
 * takes to generate them. `Visit`, `Order` ... are the row shapes of the object views
 * (`db.visits` ...), built on first access for tests and cold paths.
 */

export interface Brand {
  idx: number;
  name: string;
  /** Company that owns the brand: the "brand full name" users of that brand see. */
  company: string;
  earliestDay: DayNumber;
  earliestDate: string;
  skuIdxs: number[];
  distributorIdxs: number[];
}

export interface Sku {
  idx: number;
  brandIdx: number;
  /** Position of the SKU within its brand (index into per-brand SKU arrays). */
  brandSkuPos: number;
  name: string;
  casePrice: number;
  retailPrice: number;
}

export interface Distributor {
  idx: number;
  name: string;
}

export interface AccountStatus {
  idx: number;
  name: string;
  color: string;
  sortOrder: number;
  active: boolean;
  disabled: boolean;
  disabledOnMap: boolean;
  /** Map marker icon (an SVG served by the demo API). */
  image: string;
}

export interface Asm {
  idx: number;
  name: string;
}

export interface Rep {
  idx: number;
  id: number;
  name: string;
  asmIdx: number;
  territories: string[];
}

export interface Company {
  name: string;
  /** Brand names this company's users see; the agency sees all. */
  brands: string[];
}

export interface StatusChange {
  day: DayNumber;
  date: string;
  statusIdx: number;
  /** Rep whose status form recorded the change (-1: set when the account was added). */
  repIdx: number;
}

export interface AccountPhotos {
  store: string;
  cooler: string;
  secondCooler: string;
  snacks: string;
}

export interface Account {
  idx: number;
  id: number;
  name: string;
  /** Street line only ('1234 Firestone Blvd'). */
  street: string;
  /** Full one-line address ('1234 Firestone Blvd, Downey, CA 90241'). */
  address: string;
  city: string;
  state: string;
  zipCode: string;
  county: string;
  region: string;
  territory: string;
  lat: number;
  lng: number;
  chain: string;
  banner: string;
  channel: string;
  frequency: string;
  /** 'CRM' or 'Distributor' ('All Accounts' is the no-filter option). */
  source: string;
  repIdx: number;
  /** Brands whose universe holds this account. */
  brandIdxs: number[];
  /** Per brand index: the day the account joined that brand's universe, or -1. */
  addedDay: DayNumber[];
  /** Per brand index: the distributor serving the account for that brand, or -1. */
  distributorByBrand: number[];
  /** Per brand index: status changes in date order (empty when not in the universe). */
  statusHistory: StatusChange[][];
  closedDay: DayNumber | null;
  isCompanyGroup: boolean;
  photos: AccountPhotos;
}

export interface Visit {
  idx: number;
  accountIdx: number;
  repIdx: number;
  day: DayNumber;
  date: string;
  /** Bit b set: the visit covered brand b (a status form was submitted for it). */
  brandMask: number;
  /** Set when the rep took no photo. */
  noImageReason: string | null;
  minutes: number;
  /** On the rep's schedule (schedule status Visited) or not (Unplanned). */
  planned: boolean;
}

export interface OrderLine {
  skuIdx: number;
  cases: number;
  /** Whole dollars (SPEC.md section 9 rounds sales to whole numbers). */
  amount: number;
}

export interface Order {
  idx: number;
  id: number;
  accountIdx: number;
  brandIdx: number;
  distributorIdx: number;
  repIdx: number;
  day: DayNumber;
  date: string;
  lines: OrderLine[];
  /** Sum of the lines' amounts. */
  amount: number;
  /** Sum of the lines' cases. */
  cases: number;
  /** True when the account had ordered this brand before. */
  reorder: boolean;
}

export interface MerchVoid {
  skuIdx: number;
  status: string;
}

export interface MerchForm {
  idx: number;
  visitIdx: number;
  accountIdx: number;
  brandIdx: number;
  repIdx: number;
  day: DayNumber;
  date: string;
  /** Facings per brand SKU (index = Sku.brandSkuPos); 0 = not on shelf. */
  facings: number[];
  skusCount: number;
  facingsTotal: number;
  /** Facings gained since the account's previous form for the brand (>= 0). */
  facingsAdded: number;
  primaryPlacement: string;
  shelfPlacement: string;
  /** Secondary placements found (types); empty = none. */
  secondaryPlacements: string[];
  posPlacement: string;
  location: string;
  type: string;
  tags: string;
  promo: string;
  /** Retail price per brand SKU on shelf (index = brandSkuPos); null when not on shelf. */
  prices: (number | null)[];
  voids: MerchVoid[];
  competitors: string[];
  reorder: boolean;
  duplicateImage: boolean;
  primaryPhotoUrl: string;
  secondaryPhotoUrl: string | null;
}

export type ScheduleStatus = 'Visited' | 'Missed' | 'Unplanned' | 'Upcoming';

/**
 * Planned visits that did not happen (Missed) or are still ahead (Upcoming). Visited and
 * Unplanned schedule entries are the visits themselves (`Visit.planned`); use
 * `scheduleEntriesBetween` (mocks/db/queries/schedule.ts) for the combined list.
 */
export interface ScheduleEntry {
  idx: number;
  accountIdx: number;
  repIdx: number;
  day: DayNumber;
  date: string;
  status: 'Missed' | 'Upcoming';
  visitIdx: null;
}

export interface WorkingDay {
  repIdx: number;
  day: DayNumber;
  date: string;
  hours: number;
  miles: number;
  visits: number;
}

/** Visits as columns; row i is visit idx i. Visits of one account are contiguous, in day order. */
export interface VisitTable {
  readonly length: number;
  readonly accountIdx: Int32Array;
  readonly repIdx: Int32Array;
  readonly day: Int32Array;
  /** Bit b set: the visit covered brand b. */
  readonly brandMask: Uint8Array;
  /** Index into NO_IMAGE_REASONS (reference-data.ts); -1 when the rep took a photo. */
  readonly noImageReason: Int8Array;
  readonly minutes: Uint8Array;
  /** 1: on the rep's schedule (Visited), 0: Unplanned. */
  readonly planned: Uint8Array;
}

/**
 * Orders as columns; row i is order idx i (id 500000 + i). Orders of one account are
 * contiguous, in day order. Lines of order i are rows lineStart[i] .. lineStart[i + 1] - 1
 * of the line columns.
 */
export interface OrderTable {
  readonly length: number;
  readonly accountIdx: Int32Array;
  readonly brandIdx: Int32Array;
  readonly distributorIdx: Int32Array;
  readonly repIdx: Int32Array;
  readonly day: Int32Array;
  /** Whole dollars: the sum of the lines. */
  readonly amount: Int32Array;
  readonly cases: Int32Array;
  /** 1 when the account had ordered this brand before. */
  readonly reorder: Uint8Array;
  /** length + 1 entries. */
  readonly lineStart: Int32Array;
  readonly lineSkuIdx: Int32Array;
  readonly lineCases: Int32Array;
  readonly lineAmount: Int32Array;
}

/** Schedule statuses of `ScheduleTable.status`, by code. */
export const SCHEDULE_TABLE_STATUSES = ['Missed', 'Upcoming'] as const;

/** Missed and Upcoming schedule entries as columns (see ScheduleEntry); per account, contiguous. */
export interface ScheduleTable {
  readonly length: number;
  readonly accountIdx: Int32Array;
  readonly repIdx: Int32Array;
  readonly day: Int32Array;
  /** Index into SCHEDULE_TABLE_STATUSES. */
  readonly status: Uint8Array;
}

/** Working days as columns, ordered by rep, then day. */
export interface WorkingDayTable {
  readonly length: number;
  readonly repIdx: Int32Array;
  readonly day: Int32Array;
  readonly hours: Float64Array;
  readonly miles: Float64Array;
  readonly visits: Int32Array;
}

import { z } from 'zod';
import {
  AccountStatusOption,
  Coordinates,
  DatedStatus,
  Distribution,
  SHARED_FILTER_PARAMS,
  baseFilterOptionsShape,
  isoDate,
  perBrandList,
  percentage,
  stringList,
  toBaseFilterOptions,
} from './common';
import { blobEndpoint, jsonEndpoint } from './endpoint';
import type { RequestParamName } from './request-params';

/** The Accounts page filter: the shared fields plus statuses and no-image reasons (SPEC.md section 3). */
export const ACCOUNTS_PARAMS = [
  ...SHARED_FILTER_PARAMS,
  'statusesNames',
  'noImageReasons',
] as const satisfies readonly RequestParamName[];

export const AccountsFilterOptions = z
  .object({
    ...baseFilterOptionsShape,
    StatusesNames: perBrandList,
    NoImageReasons: stringList,
    Statuses: z.array(AccountStatusOption),
    /**
     * Names of the statuses that count as authorised: their sum is the synthetic
     * 'Authorized Accounts' series and the AuthorisedChannelSums pie (defined here).
     */
    ActiveStatuses: stringList,
  })
  .transform((s) => ({
    ...toBaseFilterOptions(s),
    statusesNames: s.StatusesNames,
    noImageReasons: s.NoImageReasons,
    statuses: s.Statuses,
    activeStatuses: s.ActiveStatuses,
  }));
export type AccountsFilterOptions = z.output<typeof AccountsFilterOptions>;

/**
 * Summary cards. StoresVisited: accounts with a visit in the period; FormsSubmitted: status
 * forms in the period; TotalAccounts: accounts with an authorised status on the end date,
 * TotalAccountsPercentage: their share of all accounts matching the filter; HoursWorked,
 * MileageDriven: working days of the reps in scope within the period.
 */
export const AccountsSummary = z
  .object({
    StoresVisited: z.number().int(),
    FormsSubmitted: z.number().int(),
    TotalAccounts: z.number().int(),
    TotalAccountsPercentage: percentage,
    HoursWorked: z.number(),
    MileageDriven: z.number(),
  })
  .transform((s) => ({
    stores: s.StoresVisited,
    forms: s.FormsSubmitted,
    totalAccounts: s.TotalAccounts,
    totalAccountsPercentage: s.TotalAccountsPercentage,
    hours: s.HoursWorked,
    mileage: s.MileageDriven,
  }));
export type AccountsSummary = z.output<typeof AccountsSummary>;

/**
 * Account status counts on one date: every account matching the filter that existed on
 * that date, by its status then; Amounts add up to that total. Points are every Sunday in
 * the period plus the end date (the "Metrics as of" date).
 */
export const StatusPoint = z
  .object({ Date: isoDate, Statuses: z.array(Distribution) })
  .transform((s) => ({ date: s.Date, statuses: s.Statuses }));
export type StatusPoint = z.output<typeof StatusPoint>;

export const AccountsData = z
  .object({
    General: AccountsSummary,
    Statuses: z.array(StatusPoint),
    /** Accounts by channel on the end date, all statuses. */
    AllChannelSums: z.array(Distribution),
    /** Accounts by channel on the end date, authorised statuses only. */
    AuthorisedChannelSums: z.array(Distribution),
    /** Accounts first authorised within the period, by the account's distributor. */
    DistributorSums: z.array(Distribution),
  })
  .transform((s) => ({
    summary: s.General,
    statuses: s.Statuses,
    allChannelSums: s.AllChannelSums,
    authorisedChannelSums: s.AuthorisedChannelSums,
    distributorSums: s.DistributorSums,
  }));
export type AccountsData = z.output<typeof AccountsData>;

const nullableDate = isoDate.nullable();
const nullableUrl = z.string().nullable();

/**
 * One account's details for the Account Status Map popup (SPEC.md section 3, "Map
 * account"), as /accounts/map/account returns them for the filter.
 */
export const MapAccount = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Address: z.string(),
    /** Status on the end date, with the date it was set. */
    Status: DatedStatus,
    Coordinates,
    StorePictureUrl: nullableUrl,
    CoolerPictureUrl: nullableUrl,
    SecondCoolerPictureUrl: nullableUrl,
    SnacksPictureUrl: nullableUrl,
    /** Last visit in the period. */
    LastDate: nullableDate,
    /** Visits in the period. */
    TotalVisits: z.number().int(),
    Representative: z.string(),
    NextScheduledDate: nullableDate,
    /** Set when the current status is Discontinued. */
    DiscontinuedDate: nullableDate,
  })
  .transform((s) => ({
    id: s.Id,
    name: s.Name,
    address: s.Address,
    status: s.Status,
    coordinates: s.Coordinates,
    storePictureUrl: s.StorePictureUrl,
    coolerPictureUrl: s.CoolerPictureUrl,
    secondCoolerPictureUrl: s.SecondCoolerPictureUrl,
    snacksPictureUrl: s.SnacksPictureUrl,
    lastDate: s.LastDate,
    totalVisits: s.TotalVisits,
    representative: s.Representative,
    nextScheduledDate: s.NextScheduledDate,
    discontinuedDate: s.DiscontinuedDate,
  }));
export type MapAccount = z.output<typeof MapAccount>;

/**
 * The Account Status Map pins as the server sends them (defined here): columns, not an
 * object per pin, because /accounts/map returns every account matching the filter (22,000
 * at 10x demo scale, 100,000 for a national brand). Position i of every column is one pin;
 * a pin's status is an index into `Statuses`, so a status name is sent once, not per pin.
 * Only what the map, its status legend and its 'Find an account' list need: about 95 bytes
 * of JSON a pin (an object per pin with the status name was 165; the full details 575). The
 * popup fetches the rest from /accounts/map/account when a pin is opened.
 */
// The integer, range and length rules are checked once for the whole answer (in the
// transform); `meta` only documents them (docs/api.md), it costs nothing per pin.
const MapPinColumns = z.object({
  /** Names of the statuses the pins hold (each a `Statuses` name of /accounts/filters). */
  Statuses: stringList,
  Ids: z.array(z.number().meta({ type: 'integer' })),
  Names: stringList,
  Addresses: stringList,
  /** Each pin's status on the end date: its position in `Statuses`. */
  StatusIndexes: z.array(z.number().meta({ type: 'integer', minimum: 0 })),
  Latitudes: z.array(z.number().meta({ minimum: -90, maximum: 90 })),
  Longitudes: z.array(z.number().meta({ minimum: -180, maximum: 180 })),
});
type MapPinColumns = z.output<typeof MapPinColumns>;

export interface MapPin {
  id: number;
  name: string;
  address: string;
  status: string;
  latitude: number;
  longitude: number;
}

/** Why pin `i` of the columns is not a valid pin, or null when it is. */
const pinProblem = (c: MapPinColumns, i: number): string | null => {
  const status = c.StatusIndexes[i] as number;
  if (!Number.isInteger(c.Ids[i])) return 'Ids must be integers';
  if (!Number.isInteger(status) || status < 0 || status >= c.Statuses.length)
    return 'StatusIndexes must be positions in Statuses';
  if (Math.abs(c.Latitudes[i] as number) > 90) return 'Latitudes must be within ±90';
  if (Math.abs(c.Longitudes[i] as number) > 180) return 'Longitudes must be within ±180';
  return null;
};

/**
 * The columns, checked and turned into one pin object per account in one pass. The output
 * pins have the shared map's point fields (`id`, `status`, `latitude`, `longitude`), so
 * they go to the map as they are.
 */
const MapPins = MapPinColumns.transform((c, ctx) => {
  const count = c.Ids.length;
  const columns = [c.Names, c.Addresses, c.StatusIndexes, c.Latitudes, c.Longitudes] as const;
  if (columns.some((column) => column.length !== count)) {
    ctx.issues.push({
      code: 'custom',
      message: 'Ids, Names, Addresses, StatusIndexes, Latitudes and Longitudes must be as long as each other',
      input: c,
    });
    return z.NEVER;
  }
  const pins = new Array<MapPin>(count);
  for (let i = 0; i < count; i++) {
    const problem = pinProblem(c, i);
    if (problem) {
      ctx.issues.push({ code: 'custom', message: `${problem} (pin ${i})`, input: c, path: [i] });
      return z.NEVER;
    }
    pins[i] = {
      id: c.Ids[i] as number,
      name: c.Names[i] as string,
      address: c.Addresses[i] as string,
      status: c.Statuses[c.StatusIndexes[i] as number] as string,
      latitude: c.Latitudes[i] as number,
      longitude: c.Longitudes[i] as number,
    };
  }
  return pins;
});

export const AccountsMap = MapPins.transform((accounts) => ({ accounts }));
export type AccountsMap = z.output<typeof AccountsMap>;

const params = ACCOUNTS_PARAMS;

export const accountsFilters = jsonEndpoint({
  method: 'GET',
  path: '/accounts/filters',
  summary:
    "Filter options of the Accounts page: the shared lists plus StatusesNames (per brand), NoImageReasons, Statuses (name, colour, marker image, sort order, disabled flags) and ActiveStatuses. A status's Image is the URL of its map marker icon (SVG or PNG), drawn 36 x 36 with its bottom centre on the account; a relative URL is read against the API URL, as every picture URL in an answer is; the browser loads it itself, so it must be on the app's origin or allow CORS (and be in the Content-Security-Policy's img-src). Without one, or where it fails to load, the map draws a pin of the status Color.",
  params: [],
  response: AccountsFilterOptions,
});

export const accountsData = jsonEndpoint({
  method: 'GET',
  path: '/accounts',
  summary:
    'General summary, Statuses (status counts per Sunday of the period plus the end date), AllChannelSums, AuthorisedChannelSums and DistributorSums (new authorised accounts by distributor).',
  params,
  response: AccountsData,
});

export const accountsMap = jsonEndpoint({
  method: 'GET',
  path: '/accounts/map',
  definedHere: 'call',
  summary:
    "Account Status Map pins: every account matching the filter with its status on the end date, its coordinates, name and address (the map's account list); nothing else, so that tens of thousands of pins stay small. Not paged (the map draws every pin) but sent as columns: position i of Ids, Names, Addresses, StatusIndexes, Latitudes and Longitudes is one pin, in account id order, and its status is Statuses[StatusIndexes[i]]. The popup's details come from /accounts/map/account. Kept apart from /accounts so the map and the charts load and refetch independently.",
  params,
  response: AccountsMap,
});

export const accountsMapAccount = jsonEndpoint({
  method: 'GET',
  path: '/accounts/map/account',
  definedHere: 'call',
  summary:
    'One Account Status Map pin\'s popup details (SPEC.md section 3, "Map account") under the same filter as /accounts/map: status on the end date with its date, photos, last visit and visits in the period, representative, next scheduled visit, discontinued date. 404 when the account does not match the filter.',
  params,
  extraParams: ['id'],
  response: MapAccount,
});

export const accountsXlsx = blobEndpoint({
  method: 'GET',
  path: '/accounts/xlsx',
  summary:
    'Map Account List: one row per /accounts/map pin for the same filter, with the details /accounts/map/account gives (.xlsx).',
  params,
  failureSubject: 'accounts report',
});

/** The Reports page's account downloads honour the shared filter (no statuses, no photo reasons). */
export const accountsAllStatusesReport = blobEndpoint({
  method: 'GET',
  path: '/accounts/reports/all-statuses',
  summary: 'Account Status Report: every status change in the period, per account and brand (.xlsx).',
  params: SHARED_FILTER_PARAMS,
  failureSubject: 'account status report',
});

export const accountsActiveAccountsReport = blobEndpoint({
  method: 'GET',
  path: '/accounts/reports/active-accounts',
  summary: 'Account List: accounts with an authorised status on the end date (.xlsx).',
  params: SHARED_FILTER_PARAMS,
  failureSubject: 'accounts list',
});

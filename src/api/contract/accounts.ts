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

/** An Account Status Map pin (SPEC.md section 3, "Map account"). */
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

export const AccountsMap = z
  .object({ Accounts: z.array(MapAccount) })
  .transform((s) => ({ accounts: s.Accounts }));
export type AccountsMap = z.output<typeof AccountsMap>;

const params = ACCOUNTS_PARAMS;

export const accountsFilters = jsonEndpoint({
  method: 'GET',
  path: '/accounts/filters',
  summary:
    'Filter options of the Accounts page: the shared lists plus StatusesNames (per brand), NoImageReasons, Statuses (name, colour, marker image, sort order, disabled flags) and ActiveStatuses.',
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
  definedHere: true,
  summary:
    'Account Status Map pins: every account matching the filter with its status on the end date. Kept apart from /accounts so the map and the charts load and refetch independently.',
  params,
  response: AccountsMap,
});

export const accountsXlsx = blobEndpoint({
  method: 'GET',
  path: '/accounts/xlsx',
  summary: 'Map Account List: one row per /accounts/map pin for the same filter (.xlsx).',
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

import { z } from 'zod';
import {
  BrandOption,
  DownloadLinkResponse,
  ScorecardFile,
  isoDate,
  perBrand,
  perBrandList,
  stringList,
} from './common';
import { jsonEndpoint } from './endpoint';
import { SessionPermissions } from './permissions';

/** Role values (SPEC.md section 6): Admin = 1, User = 0. */
export const ROLE = { user: 0, admin: 1 } as const;

export const LoginInfoEntry = z
  .object({
    LastLoginDate: isoDate,
    LastLoginTime: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/),
    IPAddress: z.string(),
    LastLoginLocation: z.string(),
  })
  .transform((s) => ({
    lastLoginDate: s.LastLoginDate,
    lastLoginTime: s.LastLoginTime,
    ipAddress: s.IPAddress,
    lastLoginLocation: s.LastLoginLocation,
  }));
export type LoginInfoEntry = z.output<typeof LoginInfoEntry>;

export const REPEAT_PERIODS = ['day', 'week', 'month'] as const;
export const END_MODES = ['never', 'on', 'after'] as const;
export const MONTH_REPEAT_MODES = ['day', 'weekday'] as const;
/** Weekday names a schedule stores (Weekday, MonthWeekdayName), Monday first as ISO weeks are. */
export const SCHEDULE_WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const MARKET_METRICS = {
  accounts: ['visits', 'visited', 'hotLeads', 'opened', 'discontinued', 'fieldHours', 'fieldMileage'],
  merchandising: [
    'visits',
    'accounts',
    'newFacingsChain',
    'newFacingsUds',
    'newFacingsTotal',
    'newSecondaryPlacementsChain',
    'newSecondaryPlacementsUds',
    'newSecondaryPlacementsTotal',
    'averageReorderRate',
  ],
  sales: ['distributorCaseSales', 'totalVolume', 'totalDollars', 'topSku'],
} as const;

/** The metric groups' names, and each metric's name by its 'group.key' value (what the schedule stores). */
export const METRIC_GROUP_LABELS = {
  accounts: 'Accounts',
  merchandising: 'Merchandising',
  sales: 'Sales',
} as const;
export const METRIC_LABELS: Record<string, string> = {
  'accounts.visits': 'Visits',
  'accounts.visited': 'Visited',
  'accounts.hotLeads': 'Hot leads',
  'accounts.opened': 'Opened',
  'accounts.discontinued': 'Discontinued',
  'accounts.fieldHours': 'Field hours',
  'accounts.fieldMileage': 'Field mileage',
  'merchandising.visits': 'Visits',
  'merchandising.accounts': 'Accounts',
  'merchandising.newFacingsChain': 'New facings (chain)',
  'merchandising.newFacingsUds': 'New facings (UDS)',
  'merchandising.newFacingsTotal': 'New facings (total)',
  'merchandising.newSecondaryPlacementsChain': 'New secondary placements (chain)',
  'merchandising.newSecondaryPlacementsUds': 'New secondary placements (UDS)',
  'merchandising.newSecondaryPlacementsTotal': 'New secondary placements (total)',
  'merchandising.averageReorderRate': 'Average reorder rate',
  'sales.distributorCaseSales': 'Distributor case sales',
  'sales.totalVolume': 'Total volume',
  'sales.totalDollars': 'Total dollars',
  'sales.topSku': 'Top SKU',
};

/**
 * A scheduled e-mail report (SPEC.md section 3, AutoReportInfo). Field names are the
 * PascalCase of SPEC.md's; `EndMode` is defined here (SPEC.md names the three end modes
 * but no field). Marketplace* are the whole-market options, Filtered* the same options
 * restricted to the chosen chains, banners, channels, regions, counties, areas and reps.
 */
const autoReportShape = {
  EmailsTo: stringList,
  EmailsCc: stringList,
  RepeatPeriod: z.enum(REPEAT_PERIODS),
  RepeatDays: z.number().int().min(0),
  Weekday: stringList,
  MonthRepeatMode: z.enum(MONTH_REPEAT_MODES),
  MonthDays: z.array(z.number().int().min(1).max(31)),
  MonthWeekdayName: z.string(),
  MonthWeekdayNumber: z.number().int(),
  AmountOfDays: z.number().int().min(1),
  NumberOfPeriods: z.number().int().min(0).max(6),
  StartsOnDate: isoDate,
  EndMode: z.enum(END_MODES),
  EndsOnDate: isoDate.nullable(),
  EndsAfterNumber: z.number().int().min(0).nullable(),
  Chains: stringList,
  Banners: stringList,
  Channels: stringList,
  Regions: stringList,
  Counties: stringList,
  Areas: stringList,
  AccountReps: stringList,
  EntireMarketplace: z.boolean(),
  MarketMetrics: stringList,
  FilteredMetrics: stringList,
  MarketplaceBeforePhoto: z.boolean(),
  MarketplaceAfterPhoto: z.boolean(),
  MarketplaceSecondaryPhoto: z.boolean(),
  MarketplaceSecondaryPhotoTypes: stringList,
  FilteredBeforePhoto: z.boolean(),
  FilteredAfterPhoto: z.boolean(),
  FilteredSecondaryPhoto: z.boolean(),
  FilteredSecondaryPhotoTypes: stringList,
};

const toCamel = (key: string): string => key.charAt(0).toLowerCase() + key.slice(1);

type CamelKeys<T> = { [K in keyof T as K extends string ? Uncapitalize<K> : K]: T[K] };

const camelise = <T extends Record<string, unknown>>(s: T): CamelKeys<T> =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [toCamel(k), v])) as CamelKeys<T>;

export const AutoReport = z.object(autoReportShape).transform((s) => camelise(s));
export type AutoReport = z.output<typeof AutoReport>;
export type ServerAutoReport = z.input<typeof AutoReport>;

export const User = z
  .object({
    Login: z.string(),
    BrandFullName: z.string(),
    IsAdmin: z.boolean(),
    IsSuperAdmin: z.boolean(),
    Active: z.boolean(),
    AllBrandsAccess: z.boolean(),
    Brands: stringList,
    LoginInfo: z.array(LoginInfoEntry),
    PermissionsInfo: SessionPermissions,
    AutoReportInfo: AutoReport.nullable(),
  })
  .transform((s) => ({
    login: s.Login,
    brandFullName: s.BrandFullName,
    isAdmin: s.IsAdmin,
    isSuperAdmin: s.IsSuperAdmin,
    isActive: s.Active,
    allBrandsAccess: s.AllBrandsAccess,
    brands: s.Brands,
    loginInfo: s.LoginInfo,
    permissions: s.PermissionsInfo,
    autoReport: s.AutoReportInfo,
  }));
export type User = z.output<typeof User>;

/** Data-changing user calls answer with the full user list (SPEC.md section 7). */
export const UsersList = z.array(User);
export type UsersList = z.output<typeof UsersList>;

const REGISTER_FIELDS = [
  'login',
  'password',
  'allBrandsAccess',
  'brands',
  'brandFullName',
  'isAdmin',
] as const;

export const registerUser = jsonEndpoint({
  method: 'POST',
  path: '/users/register',
  summary:
    'Create a user. brands is comma-joined; allBrandsAccess and isAdmin are "true"/"false" (isAdmin only from a super admin). Returns the user list.',
  params: [],
  extraParams: REGISTER_FIELDS,
  response: UsersList,
});

export const editUser = jsonEndpoint({
  method: 'POST',
  path: '/users/edit',
  summary: 'Edit a user (login identifies it; active sets active/inactive). Returns the user list.',
  params: [],
  extraParams: [...REGISTER_FIELDS, 'active'],
  response: UsersList,
});

export const deleteUser = jsonEndpoint({
  method: 'POST',
  path: '/users/delete',
  summary: 'Delete a user. Returns the user list.',
  params: [],
  extraParams: ['login'],
  response: UsersList,
});

export const listUsers = jsonEndpoint({
  method: 'GET',
  path: '/users/list',
  summary: 'Every user with login history, permissions and report schedule (no passwords).',
  params: [],
  response: UsersList,
  definedHere: 'shape',
});

export const AdminFilterOptions = z
  .object({
    Brands: z.array(BrandOption),
    Representatives: z.array(z.object({ ID: z.number().int(), Name: z.string() })),
    TargetEarliestDate: isoDate,
    Chains: perBrandList,
    Banners: perBrandList,
    Channels: perBrandList,
    Regions: perBrandList,
    Counties: perBrandList,
    Areas: perBrandList,
    AccountReps: perBrandList,
    Scorecards: perBrand(ScorecardFile),
    /** ASMs and their representatives' names (monthly targets per ASM or rep). */
    Asms: z.array(z.object({ Name: z.string(), Representatives: z.array(z.string()) })).default([]),
  })
  .transform((s) => ({
    asms: s.Asms.map((a) => ({ name: a.Name, representatives: a.Representatives })),
    brands: s.Brands,
    representatives: s.Representatives.map((r) => ({ id: r.ID, name: r.Name })),
    targetEarliestDate: s.TargetEarliestDate,
    chains: s.Chains,
    banners: s.Banners,
    channels: s.Channels,
    regions: s.Regions,
    counties: s.Counties,
    areas: s.Areas,
    accountReps: s.AccountReps,
    scorecards: s.Scorecards,
  }));
export type AdminFilterOptions = z.output<typeof AdminFilterOptions>;

export const userFilters = jsonEndpoint({
  method: 'GET',
  path: '/users/filters',
  summary:
    'Admin options: active brands, representatives (ID, name), the earliest target date, per-brand lists for report schedules, the chain scorecard files per active brand (the Chain Scorecard section lists them) and the ASMs with their representatives (monthly targets). Answers callers holding the admin users table, chain scorecard or target permission.',
  params: [],
  response: AdminFilterOptions,
  definedHere: 'shape',
});

/** Body of /users/permissions. */
export const SetPermissionsRequest = z.object({ login: z.string().min(1), permissions: SessionPermissions });
export type SetPermissionsRequest = z.input<typeof SetPermissionsRequest>;

export const setUserPermissions = jsonEndpoint({
  method: 'POST',
  path: '/users/permissions',
  summary:
    "Replace a user's permissions. JSON body { login, permissions } where permissions has the session shape ({ Accounts: { Permissions, Filters }, ... }). Returns the user list.",
  params: [],
  extraParams: ['login', 'permissions'],
  body: 'json',
  requestBody: SetPermissionsRequest,
  response: UsersList,
});

/** Body of /users/autoreports and its test: the server AutoReportInfo fields plus Login. */
export const AutoReportRequest = z.object({ ...autoReportShape, Login: z.string().min(1) });
export type AutoReportRequest = z.input<typeof AutoReportRequest>;

const toPascal = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

export const toAutoReportRequest = (login: string, report: AutoReport): AutoReportRequest =>
  ({
    ...Object.fromEntries(Object.entries(report).map(([k, v]) => [toPascal(k), v])),
    Login: login,
  }) as AutoReportRequest;

const AUTO_REPORT_FIELDS = [...Object.keys(autoReportShape), 'Login'];

export const saveAutoReport = jsonEndpoint({
  method: 'POST',
  path: '/users/autoreports',
  summary:
    "Save a user's e-mail report schedule. JSON body: the AutoReportInfo fields (PascalCase, as in the user list) plus Login. Returns the user list.",
  params: [],
  extraParams: AUTO_REPORT_FIELDS,
  body: 'json',
  requestBody: AutoReportRequest,
  response: UsersList,
});

export const testAutoReport = jsonEndpoint({
  method: 'POST',
  path: '/users/autoreports/test',
  summary:
    'Build an example of the scheduled report now: the report its recipients would get if it were sent today. Same body as /users/autoreports; returns a PDF link to fetch and save. ' +
    'The PDF: the schedule on the first page, then for each of the user\'s brands the entire marketplace (when EntireMarketplace) and the filtered accounts (Chains, Banners, Channels, Regions, Counties, Areas, AccountReps; empty lists mean all), each with its chosen metrics (MarketMetrics / FilteredMetrics, "group.key" as in the metric groups: one table per group, one row per metric, one column per period) and its chosen photos (before merchandising, primary placement, secondary placement of the chosen types) from the latest period\'s merchandising visits. ' +
    "Periods: the latest complete period before the send day and NumberOfPeriods earlier ones, oldest first. A period is an ISO week (Monday to Sunday) when RepeatPeriod is week, a calendar month when month, and AmountOfDays days when day; periods before the brand's first day are left out.",
  params: [],
  extraParams: AUTO_REPORT_FIELDS,
  body: 'json',
  requestBody: AutoReportRequest,
  response: DownloadLinkResponse,
});

/** Failure subject of the scheduled report example download (SPEC.md section 8). */
export const AUTO_REPORT_EXAMPLE_FAILURE = 'scheduled report example';

/**
 * How the API delivers scheduled and requested reports: 'smtp' (to a mail server), 'outbox'
 * (written as .eml files, no mail server configured) or 'off' (nothing is sent: the
 * browser demo).
 */
export const REPORT_DELIVERY_MODES = ['smtp', 'outbox', 'off'] as const;
export type ReportDeliveryMode = (typeof REPORT_DELIVERY_MODES)[number];

export const AutoReportStatus = z
  .object({
    Login: z.string(),
    Delivery: z.enum(REPORT_DELIVERY_MODES),
    LastRun: z
      .object({
        Occurrence: isoDate,
        FinishedAt: z.iso.datetime(),
        Delivered: z.boolean(),
        Error: z.string().nullable(),
      })
      .nullable(),
    NextRun: z.iso.datetime().nullable(),
  })
  .transform((s) => ({
    login: s.Login,
    delivery: s.Delivery,
    lastRun: s.LastRun && {
      occurrence: s.LastRun.Occurrence,
      finishedAt: s.LastRun.FinishedAt,
      delivered: s.LastRun.Delivered,
      error: s.LastRun.Error,
    },
    nextRun: s.NextRun,
  }));
export type AutoReportStatus = z.output<typeof AutoReportStatus>;

export const autoReportStatus = jsonEndpoint({
  method: 'GET',
  path: '/users/autoreports/status',
  summary:
    "A user's Email Schedule as it runs: how reports are delivered (Delivery), the last occurrence handled (LastRun: its date, when its last attempt ended, whether it was delivered, the error if not) and when the next one is due (NextRun; null when there is no schedule, the user is inactive or the schedule has ended). Each occurrence goes out at 06:00 server time on its day; one missed while the API was down is sent when it starts again.",
  params: [],
  extraParams: ['login'],
  response: AutoReportStatus,
  definedHere: 'call',
});

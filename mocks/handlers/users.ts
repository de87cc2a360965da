import type { z } from 'zod';
import { blobEndpoint } from '@/api/contract/endpoint';
import {
  PERMISSION_CATALOGUE,
  SECTION_IDS,
  SessionPermissions,
  can,
  filterKeys,
  permissionKeys,
  toServerPermissions,
  type PermissionKey,
  type Permissions,
  type SectionId,
} from '@/api/contract/permissions';
import {
  AUTO_REPORT_EXAMPLE_FAILURE,
  AutoReport,
  AutoReportRequest,
  SCHEDULE_WEEKDAYS,
  SetPermissionsRequest,
  autoReportStatus,
  deleteUser,
  editUser,
  listUsers,
  registerUser,
  saveAutoReport,
  setUserPermissions,
  testAutoReport,
  userFilters,
  type ServerAutoReport,
} from '@/api/contract/users';
import { baseFilterOptions } from '../db/queries/options';
import {
  activeBrands,
  findUser,
  readDemoState,
  scorecardFilesByBrand,
  updateDemoState,
  type DemoState,
} from '../demo-state';
import { writeScheduledReportPdf } from '../scheduled-report-pdf';
import { reportDelivery } from '../mail/delivery-mode';
import { nextRun, runFor, sendTime } from '../mail/schedule-runs';
import { brandsOf, toServerUser, type DemoUserRecord } from '../users';
import {
  CONTENT_TYPES,
  defineBlobHandler,
  defineJsonHandler,
  httpError,
  type HandlerContext,
} from './define-handler';
import { targetEarliestDate } from './section-filter';

/**
 * The Admin users API (SPEC.md section 7, "Users"). Every call checks the caller's own
 * admin permissions, so the page hiding a button is not the only guard; data-changing
 * calls answer with the full user list. Changes go to the persisted demo state.
 */

/** Server texts of refused calls (shown by the app in its Error notice). */
export const USERS_API_MESSAGES = {
  forbidden: (action: string) => `You do not have permission to ${action}.`,
  onlySuperAdminCreatesAdmins: 'Only a super admin can create admins.',
  onlySuperAdminChangesRole: 'Only a super admin can change whether a user is an admin.',
  superAdminOnly: 'Only a super admin can change a super admin.',
  exists: (login: string) => `User '${login}' already exists.`,
  notFound: (login: string) => `User '${login}' not found.`,
  notYourself: 'You cannot delete your own user.',
  notYourselfInactive: 'You cannot deactivate your own user.',
  unknownBrands: (brands: string[]) => `Unknown brands: ${brands.join(', ')}.`,
  notHeld: (keys: string[]) => `You cannot grant permissions you do not hold: ${keys.join(', ')}.`,
} as const;

const ACTIONS: Record<PermissionKey<'admin'>, string> = {
  usersTable: 'see the users',
  createUser: 'create users',
  editUser: 'edit users',
  deleteUser: 'delete users',
  loginInfo: 'see login info',
  changePermissions: 'change permissions',
  chainScorecard: 'manage chain scorecard files',
  reportMail: 'schedule e-mail reports',
  target: 'set brand targets',
  brandsTable: 'see the brands',
  archiveBrands: 'archive brands',
  deleteBrands: 'delete brands',
};

const sessionOf = (user: DemoUserRecord): Permissions => SessionPermissions.parse(user.permissions);

/** The signed-in caller, who must hold `key` in the Admin section (Brands and Chain Scorecard use it too). */
export function requireAdmin(ctx: HandlerContext, key: PermissionKey<'admin'>): DemoUserRecord {
  const caller = ctx.user;
  if (!caller || !can(sessionOf(caller), 'admin', key))
    throw httpError(403, USERS_API_MESSAGES.forbidden(ACTIONS[key]));
  return caller;
}

/** The signed-in caller, who must hold one of `keys` in the Admin section. */
function requireAnyAdmin(ctx: HandlerContext, keys: readonly PermissionKey<'admin'>[]): DemoUserRecord {
  const caller = ctx.user;
  const [first = 'usersTable'] = keys;
  if (!caller || !keys.some((key) => can(sessionOf(caller), 'admin', key)))
    throw httpError(403, USERS_API_MESSAGES.forbidden(ACTIONS[first]));
  return caller;
}

const usersList = (state: DemoState = readDemoState()) => state.users.map(toServerUser);

const bool = (value: string | undefined): boolean => value === 'true';

/** A body's first problem, with the field it is in (a 400 names what is wrong). */
const firstIssue = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return '';
  return `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`;
};

export const required = (value: string | undefined, message: string, parameter?: string): string => {
  const v = value?.trim() ?? '';
  if (!v) throw httpError(400, message, parameter);
  return v;
};

/** Only a super admin may touch a super admin. */
const guardTarget = (caller: DemoUserRecord, target: DemoUserRecord): void => {
  if (target.isSuperAdmin && !caller.isSuperAdmin) throw httpError(403, USERS_API_MESSAGES.superAdminOnly);
};

/**
 * The fields register and edit share, checked with the form's own messages. A brand must be
 * active, except one the edited user already holds: archiving a brand leaves it on its users
 * (unarchiving gives it back), so saving such a user keeps it instead of failing.
 */
function accountFields(ctx: HandlerContext, caller: DemoUserRecord, held: readonly string[] = []) {
  const password = required(ctx.values.password, 'Password is required!', 'password');
  const brandFullName = required(ctx.values.brandFullName, 'Company name is required!', 'brandFullName');
  const allBrandsAccess = bool(ctx.values.allBrandsAccess);
  const active = activeBrands(ctx.state);
  const archivedHeld = ctx.state.brands.filter((b) => !b.active && held.includes(b.name)).map((b) => b.name);
  const known = new Set([...active, ...archivedHeld]);
  const brands = allBrandsAccess ? active : ctx.list('brands');
  if (brands.length === 0) throw httpError(400, 'Brands are required!', 'brands');
  const unknown = brands.filter((b) => !known.has(b));
  if (unknown.length > 0) throw httpError(400, USERS_API_MESSAGES.unknownBrands(unknown), 'brands');
  const isAdmin = bool(ctx.values.isAdmin);
  return { password, brandFullName, allBrandsAccess, brands, isAdmin, caller };
}

/** A plain admin's own admin keys: the most they may hand on. */
function notHeldKeys(caller: DemoUserRecord, wanted: Permissions): string[] {
  if (caller.isSuperAdmin) return [];
  const mine = sessionOf(caller);
  const missing: string[] = [];
  for (const id of SECTION_IDS) {
    const grant = wanted[id];
    if (!grant) continue;
    const held = mine[id];
    for (const key of grant.permissions)
      if (!held?.permissions.includes(key))
        missing.push(
          `${PERMISSION_CATALOGUE[id].label}: ${(PERMISSION_CATALOGUE[id].permissions as Record<string, string>)[key] ?? key}`,
        );
    for (const key of grant.filters)
      if (!held?.filters.includes(key)) missing.push(`${PERMISSION_CATALOGUE[id].label}: ${key}`);
  }
  return missing;
}

/** Keeps only catalogue keys; a section with nothing left is no access. */
function catalogueOnly(perms: Permissions): Permissions {
  const out: Permissions = {};
  for (const id of SECTION_IDS) {
    const grant = perms[id];
    if (!grant) continue;
    const permissions = (permissionKeys(id) as string[]).filter((k) => grant.permissions.includes(k));
    const filters = (filterKeys(id) as string[]).filter((k) => grant.filters.includes(k));
    if (permissions.length > 0 || filters.length > 0) out[id as SectionId] = { permissions, filters };
  }
  return out;
}

const localDay = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The schedule's rules beyond its shape (SPEC.md sections 4 and 5): dates not before the
 * end of yesterday (today or later), an end date only when ending 'on' (and not before the
 * start), a count only when ending 'after'.
 */
function checkSchedule(ctx: HandlerContext): { login: string; report: ServerAutoReport } {
  const parsed = AutoReportRequest.safeParse(ctx.body);
  if (!parsed.success) throw httpError(400, `Invalid report schedule: ${firstIssue(parsed.error)}`);
  const { Login, ...report } = parsed.data;
  const today = localDay(new Date());
  if (report.StartsOnDate < today) throw httpError(400, 'The start date cannot be before today.');
  if (report.EndMode === 'on') {
    if (!report.EndsOnDate) throw httpError(400, 'Set an end date!');
    if (report.EndsOnDate < report.StartsOnDate)
      throw httpError(400, 'The end date cannot be before the start date.');
  }
  if (report.EndMode === 'after' && report.EndsAfterNumber === null) throw httpError(400, 'Set an amount!');
  const weekdays: readonly string[] = SCHEDULE_WEEKDAYS;
  const unknownDay = [...report.Weekday, report.MonthWeekdayName].find((d) => !weekdays.includes(d));
  if (unknownDay !== undefined)
    throw httpError(400, `Invalid report schedule: unknown weekday '${unknownDay}'.`);
  if (![1, 2, 3, 4, 5, -1].includes(report.MonthWeekdayNumber))
    throw httpError(400, 'Invalid report schedule: MonthWeekdayNumber must be 1 to 5, or -1 for the last.');
  const target = findUser(Login, ctx.state);
  if (!target) throw httpError(404, USERS_API_MESSAGES.notFound(Login));
  return {
    login: target.login,
    report: {
      ...report,
      EndsOnDate: report.EndMode === 'on' ? report.EndsOnDate : null,
      EndsAfterNumber: report.EndMode === 'after' ? report.EndsAfterNumber : null,
    },
  };
}

/**
 * Where the scheduled report example is served from: the test call answers with a link
 * carrying the schedule, and the app fetches it (as with the Account Images PDF). Demo only.
 */
export const autoReportExampleFile = blobEndpoint({
  method: 'GET',
  path: '/demo-files/autoreport-example',
  summary: 'Demo API only: the scheduled report example PDF behind the DownloadLink.',
  params: [],
  extraParams: ['login', 'schedule'],
  failureSubject: AUTO_REPORT_EXAMPLE_FAILURE,
});

/** What the status call answers for a user: their schedule's last and next run as this API sends it. */
function scheduleStatus(user: DemoUserRecord, state: DemoState) {
  const delivery = reportDelivery();
  const now = delivery?.now() ?? Date.now();
  const saved = state.reportRuns?.[user.login.toLowerCase()];
  const run = user.autoReport ? runFor(user.autoReport, saved, now) : undefined;
  const next = user.autoReport && user.active && run ? nextRun(user.autoReport, run) : null;
  return {
    Login: user.login,
    Delivery: delivery?.mode ?? ('off' as const),
    LastRun:
      run?.lastOccurrence && run.lastDelivery
        ? {
            Occurrence: run.lastOccurrence,
            FinishedAt: run.lastDelivery.finishedAt,
            Delivered: run.lastDelivery.delivered,
            Error: run.lastDelivery.error,
          }
        : null,
    NextRun: next ? new Date(sendTime(next.day)).toISOString() : null,
  };
}

export const exampleFileName = (login: string) => `Scheduled report example ${login}.pdf`;

export const usersHandlers = [
  defineJsonHandler(listUsers, (ctx) => {
    requireAdmin(ctx, 'usersTable');
    return usersList(ctx.state);
  }),
  defineJsonHandler(userFilters, (ctx) => {
    // The users table, the Chain Scorecard and the Target sections read these options.
    requireAnyAdmin(ctx, ['usersTable', 'chainScorecard', 'target']);
    const active = new Set(activeBrands(ctx.state));
    const brands = ctx.db.brands.filter((b) => active.has(b.name));
    const options = baseFilterOptions(ctx.db);
    const pick = (record: Record<string, string[]>) =>
      Object.fromEntries(brands.map((b) => [b.name, record[b.name] ?? []]));
    return {
      Brands: brands.map((b) => ({ Name: b.name, EarliestDate: b.earliestDate })),
      Representatives: ctx.db.reps.map((r) => ({ ID: r.id, Name: r.name })),
      TargetEarliestDate: targetEarliestDate(ctx),
      Chains: pick(options.Chains),
      Banners: pick(options.Banners),
      Channels: pick(options.ChannelTypes),
      Regions: pick(options.Regions),
      Counties: pick(options.Counties),
      Areas: pick(options.Territories),
      AccountReps: pick(options.Representatives),
      Scorecards: scorecardFilesByBrand(ctx.state),
      Asms: ctx.db.asms.map((a) => ({
        Name: a.name,
        Representatives: ctx.db.reps.filter((r) => r.asmIdx === a.idx).map((r) => r.name),
      })),
    };
  }),
  defineJsonHandler(registerUser, (ctx) => {
    const caller = requireAdmin(ctx, 'createUser');
    const login = required(ctx.values.login, 'Username is required!', 'login');
    const fields = accountFields(ctx, caller);
    if (fields.isAdmin && !caller.isSuperAdmin)
      throw httpError(403, USERS_API_MESSAGES.onlySuperAdminCreatesAdmins);
    return updateDemoState((s) => {
      if (findUser(login, s)) throw httpError(409, USERS_API_MESSAGES.exists(login));
      s.users.push({
        login,
        password: fields.password,
        brandFullName: fields.brandFullName,
        isAdmin: fields.isAdmin,
        isSuperAdmin: false,
        active: true,
        allBrandsAccess: fields.allBrandsAccess,
        brands: fields.brands,
        // A new user sees nothing until an admin grants sections in the permission tree.
        permissions: {},
        autoReport: null,
        loginInfo: [],
      });
      return usersList(s);
    });
  }),
  defineJsonHandler(editUser, (ctx) => {
    const caller = requireAdmin(ctx, 'editUser');
    const login = required(ctx.values.login, 'Username is required!', 'login');
    const fields = accountFields(ctx, caller, findUser(login, ctx.state)?.brands);
    const active = ctx.values.active === undefined ? true : bool(ctx.values.active);
    return updateDemoState((s) => {
      const user = findUser(login, s);
      if (!user) throw httpError(404, USERS_API_MESSAGES.notFound(login));
      guardTarget(caller, user);
      if (fields.isAdmin !== user.isAdmin && !caller.isSuperAdmin)
        throw httpError(403, USERS_API_MESSAGES.onlySuperAdminChangesRole);
      if (!active && user.login === caller.login)
        throw httpError(400, USERS_API_MESSAGES.notYourselfInactive);
      Object.assign(user, {
        password: fields.password,
        brandFullName: fields.brandFullName,
        isAdmin: user.isSuperAdmin || fields.isAdmin,
        allBrandsAccess: fields.allBrandsAccess,
        brands: fields.brands,
        active,
      });
      return usersList(s);
    });
  }),
  defineJsonHandler(deleteUser, (ctx) => {
    const caller = requireAdmin(ctx, 'deleteUser');
    const login = required(ctx.values.login, 'Username is required!', 'login');
    return updateDemoState((s) => {
      const user = findUser(login, s);
      if (!user) throw httpError(404, USERS_API_MESSAGES.notFound(login));
      guardTarget(caller, user);
      if (user.login === caller.login) throw httpError(400, USERS_API_MESSAGES.notYourself);
      s.users = s.users.filter((u) => u !== user);
      for (const [token, info] of Object.entries(s.tokens))
        if (info.login === user.login) delete s.tokens[token];
      return usersList(s);
    });
  }),
  defineJsonHandler(setUserPermissions, (ctx) => {
    const caller = requireAdmin(ctx, 'changePermissions');
    const parsed = SetPermissionsRequest.safeParse(ctx.body);
    if (!parsed.success) throw httpError(400, `Invalid permissions: ${firstIssue(parsed.error)}`);
    const wanted = catalogueOnly(parsed.data.permissions);
    const missing = notHeldKeys(caller, wanted);
    if (missing.length > 0) throw httpError(403, USERS_API_MESSAGES.notHeld(missing));
    return updateDemoState((s) => {
      const user = findUser(parsed.data.login, s);
      if (!user) throw httpError(404, USERS_API_MESSAGES.notFound(parsed.data.login));
      guardTarget(caller, user);
      user.permissions = toServerPermissions(wanted);
      return usersList(s);
    });
  }),
  defineJsonHandler(saveAutoReport, (ctx) => {
    requireAdmin(ctx, 'reportMail');
    const { login, report } = checkSchedule(ctx);
    return updateDemoState((s) => {
      const user = findUser(login, s);
      if (user) user.autoReport = report;
      return usersList(s);
    });
  }),
  defineJsonHandler(autoReportStatus, (ctx) => {
    requireAdmin(ctx, 'reportMail');
    const login = required(ctx.values.login, 'Username is required!', 'login');
    const user = findUser(login, ctx.state);
    if (!user) throw httpError(404, USERS_API_MESSAGES.notFound(login));
    return scheduleStatus(user, ctx.state);
  }),
  defineJsonHandler(testAutoReport, (ctx) => {
    requireAdmin(ctx, 'reportMail');
    const { login, report } = checkSchedule(ctx);
    const query = new URLSearchParams({ login, schedule: JSON.stringify(report) });
    return {
      DownloadLink: `${autoReportExampleFile.path.slice(1)}?${query.toString()}`,
      FileName: exampleFileName(login),
    };
  }),
  defineBlobHandler(autoReportExampleFile, async (ctx) => {
    requireAdmin(ctx, 'reportMail');
    const login = required(ctx.values.login, 'Username is required!', 'login');
    let raw: unknown;
    try {
      raw = JSON.parse(ctx.values.schedule ?? '');
    } catch {
      throw httpError(400, 'Invalid report schedule.');
    }
    const report = AutoReport.safeParse(raw);
    if (!report.success) throw httpError(400, 'Invalid report schedule.');
    const target = findUser(login, ctx.state);
    if (!target) throw httpError(404, USERS_API_MESSAGES.notFound(login));
    const bytes = await writeScheduledReportPdf({
      db: ctx.db,
      brands: brandsOf(target, activeBrands(ctx.state)),
      report: report.data,
      sendDay: ctx.db.todayDay,
      title: `Scheduled report example: ${login}`,
      subtitle: `Built ${localDay(new Date())} as the next e-mail would hold it; no e-mail was sent.`,
    });
    return { fileName: exampleFileName(login), bytes, contentType: CONTENT_TYPES.pdf };
  }),
];

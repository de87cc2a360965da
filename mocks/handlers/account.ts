import {
  ACCOUNT_BRIEF_COMPARE,
  accountBrief,
  accountMerchandising,
  accountProfile,
  accountSales,
  accountVisits,
} from '@/api/contract/account';
import { SessionPermissions } from '@/api/contract/permissions';
import type { CompareMode } from '@/filters/comparison';
import {
  accountInFilter,
  accountMerchandisingQuery,
  accountProfileQuery,
  accountSalesQuery,
  accountVisitsQuery,
} from '../db/queries/account';
import { accountBriefReport } from '../db/queries/account-brief';
import type { ResolvedFilter } from '../db/queries/filter';
import { merchFilter } from '../db/queries/merchandising';
import { resolveScheduleFilter, SCHEDULE_DAYS_AHEAD_LIMIT } from '../db/queries/schedule';
import type { Account } from '../db/entities';
import { writePdfReport } from '../pdf';
import { downloadFileName } from '../xlsx';
import {
  CONTENT_TYPES,
  defineBlobHandler,
  defineJsonHandler,
  httpError,
  type HandlerContext,
} from './define-handler';
import { sectionFilter } from './section-filter';

/**
 * One account's page: each block's endpoint sits under its section's path, so the
 * section's permission guards it. An id that is not an account of the brand (unknown, or
 * another brand's) is a 404, never another brand's data.
 */
const accountOf = (ctx: HandlerContext, f: ResolvedFilter): Account => {
  const raw = ctx.values.id ?? '';
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id))
    throw httpError(400, 'Parameter id must be an account id');
  const account = accountInFilter(ctx.db, f, id);
  if (!account) throw httpError(404, 'Account not found');
  return account;
};

const brandFilter = (ctx: HandlerContext): ResolvedFilter =>
  sectionFilter(ctx, { distributorsOn: 'accounts' });

export const accountHandlers = [
  defineJsonHandler(accountProfile, (ctx) => {
    const f = brandFilter(ctx);
    return accountProfileQuery(ctx.db, f, accountOf(ctx, f));
  }),
  defineJsonHandler(accountSales, (ctx) => {
    const f = sectionFilter(ctx, { distributorsOn: 'orders' });
    return accountSalesQuery(ctx.db, f, accountOf(ctx, f));
  }),
  defineJsonHandler(accountMerchandising, (ctx) => {
    const f = brandFilter(ctx);
    return accountMerchandisingQuery(ctx.db, merchFilter(f, ctx.params), accountOf(ctx, f));
  }),
  defineJsonHandler(accountVisits, (ctx) => {
    // The brand decides which account is asked for (and which forms count); the dates are the
    // Schedule's, which run up to a year ahead.
    const f = sectionFilter(ctx, {
      distributorsOn: 'accounts',
      maxEndDay: ctx.db.todayDay + SCHEDULE_DAYS_AHEAD_LIMIT,
    });
    const account = accountOf(ctx, f);
    const { brand: _brand, ...dates } = ctx.params;
    return accountVisitsQuery(ctx.db, resolveScheduleFilter(ctx.db, dates), f.brand.idx, account);
  }),
  defineBlobHandler(accountBrief, async (ctx) => {
    const f = brandFilter(ctx);
    const account = accountOf(ctx, f);
    const compare = ctx.values.compare || 'prev';
    if (!(ACCOUNT_BRIEF_COMPARE as readonly string[]).includes(compare))
      throw httpError(400, 'Parameter compare must be prev or year');
    const permissions = SessionPermissions.parse(ctx.user?.permissions ?? {});
    const report = accountBriefReport(ctx.db, f, account, compare as CompareMode, permissions);
    const fileName = downloadFileName('pdf', [
      'Account brief',
      account.name,
      ctx.db.iso(f.startDay),
      '-',
      ctx.db.iso(f.endDay),
    ]);
    return {
      fileName,
      bytes: await writePdfReport(report),
      contentType: CONTENT_TYPES.pdf,
    };
  }),
];

import {
  asmUdsAllBrandReport,
  asmUdsAllRepReport,
  asmUdsBrandReport,
  asmUdsReport,
  effortsFilters,
  timeEffortsDailyReport,
  timeEffortsMonthlyReport,
  timeEffortsWeeklyReport,
  udsAccountsByBrandReport,
  udsAccountsReport,
  udsStats,
  udsStatsBrand,
  workingStats,
  workingStatsMonth,
  workingStatsWeek,
} from '@/api/contract/time-efforts';
import {
  dailySheet,
  effortsFilterOptions,
  hoursAndMileagePage,
  hoursAndMileageQuery,
  hoursSheet,
  udsAccountRows,
  udsAccountsSheet,
  udsBrandQuery,
  udsByRepQuery,
  udsReps,
  udsSheet,
  udsStatsQuery,
  udsAsmPage,
  udsAsms,
  readEffortsDailyPage,
  timeEffortRows,
  udsTable,
  workingStatsPage,
  type Interval,
} from '../db/queries/time-efforts';
import { chooseAsm } from '../db/queries/efforts-rep-page';
import { resolveFilter, type ResolvedFilter } from '../db/queries/filter';
import type { XlsxSheet } from '../xlsx';
import { xlsxFile } from './accounts';
import { defineBlobHandler, defineJsonHandler, httpError, type HandlerContext } from './define-handler';
import { pageParam } from './page-param';
import { sectionFilter, visibleBrands } from './section-filter';

/** Inactive reps the filter asks to include (by name). */
const inactiveSelected = (ctx: HandlerContext): Set<string> => new Set(ctx.list('inactiveRepresentatives'));

const table = (ctx: HandlerContext, f: ResolvedFilter) =>
  udsTable(ctx.db, f, inactiveSelected(ctx), ctx.state.targets);

const hours = (interval: Interval) => (ctx: HandlerContext) => {
  const page = pageParam(ctx);
  return hoursAndMileagePage(ctx.db, sectionFilter(ctx), inactiveSelected(ctx), interval, page);
};

/** The same filter under each brand the user may see (the "All" trackers and lists). */
const perBrand = (ctx: HandlerContext): ResolvedFilter[] =>
  visibleBrands(ctx).map((brand) => resolveFilter(ctx.db, { ...ctx.params, brand }));

const file = (ctx: HandlerContext, sheet: (f: ResolvedFilter) => XlsxSheet) => {
  const f = sectionFilter(ctx);
  return xlsxFile(ctx.db, f, sheet(f));
};

/** Time & Efforts (SPEC.md section 7): /efforts/filters, working stats, UDS stats, reports. */
export const effortsHandlers = [
  defineJsonHandler(effortsFilters, (ctx) => effortsFilterOptions(ctx.db, visibleBrands(ctx))),
  defineJsonHandler(workingStats, (ctx) =>
    workingStatsPage(
      timeEffortRows(ctx.db, sectionFilter(ctx), inactiveSelected(ctx)),
      readEffortsDailyPage(ctx.values),
    ),
  ),
  defineJsonHandler(workingStatsWeek, hours('week')),
  defineJsonHandler(workingStatsMonth, hours('month')),
  defineJsonHandler(udsStats, (ctx) => {
    const page = pageParam(ctx);
    const f = sectionFilter(ctx);
    const uds = table(ctx, f);
    const asm = chooseAsm(udsAsms(uds), ctx.values.asm);
    if (asm === undefined) throw httpError(400, "Parameter asm must be one of the filter's ASMs", 'asm');
    return udsAsmPage(ctx.db, f, uds, asm, page);
  }),
  defineJsonHandler(udsStatsBrand, (ctx) => {
    const f = sectionFilter(ctx);
    return udsBrandQuery(ctx.db, f, table(ctx, f));
  }),
  defineBlobHandler(timeEffortsDailyReport, (ctx) =>
    file(ctx, (f) => dailySheet(timeEffortRows(ctx.db, f, inactiveSelected(ctx)))),
  ),
  defineBlobHandler(timeEffortsWeeklyReport, (ctx) =>
    file(ctx, (f) => hoursSheet(hoursAndMileageQuery(ctx.db, f, inactiveSelected(ctx), 'week'), 'week')),
  ),
  defineBlobHandler(timeEffortsMonthlyReport, (ctx) =>
    file(ctx, (f) => hoursSheet(hoursAndMileageQuery(ctx.db, f, inactiveSelected(ctx), 'month'), 'month')),
  ),
  defineBlobHandler(asmUdsReport, (ctx) =>
    file(ctx, (f) => udsSheet('ASM UDS', ['ASM', 'Representative'], udsStatsQuery(ctx.db, f, table(ctx, f)))),
  ),
  defineBlobHandler(asmUdsBrandReport, (ctx) =>
    file(ctx, (f) => udsSheet('ASM UDS by Brand', ['Brand', 'ASM'], udsBrandQuery(ctx.db, f, table(ctx, f)))),
  ),
  defineBlobHandler(udsAccountsReport, (ctx) =>
    file(ctx, (f) =>
      udsAccountsSheet('UDS Accounts List', udsAccountRows(ctx.db, f, udsReps(ctx.db, table(ctx, f)))),
    ),
  ),
  defineBlobHandler(udsAccountsByBrandReport, (ctx) =>
    file(ctx, () =>
      udsAccountsSheet(
        'UDS Accounts by Brand List',
        perBrand(ctx).flatMap((f) => udsAccountRows(ctx.db, f, udsReps(ctx.db, table(ctx, f)))),
      ),
    ),
  ),
  defineBlobHandler(asmUdsAllBrandReport, (ctx) =>
    file(ctx, () =>
      udsSheet(
        'ASM Tracker - UDS - By Brand',
        ['Brand', 'ASM'],
        Object.assign({}, ...perBrand(ctx).map((f) => udsBrandQuery(ctx.db, f, table(ctx, f)))),
      ),
    ),
  ),
  defineBlobHandler(asmUdsAllRepReport, (ctx) =>
    file(ctx, () =>
      udsSheet(
        'ASM Tracker - UDS - By Rep',
        ['Brand', 'Representative'],
        Object.assign({}, ...perBrand(ctx).map((f) => udsByRepQuery(ctx.db, f, table(ctx, f)))),
      ),
    ),
  ),
];

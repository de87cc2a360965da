import {
  METRIC_TARGET_MAX,
  TARGET_COPY_MONTHS_MAX,
  TARGET_METRICS,
  copyMetricTargets,
  deleteMetricTarget,
  isoMonth,
  listMetricTargets,
  setMetricTarget,
  type ServerMetricTarget,
  type ServerTargetMetric,
} from '@/api/contract/targets';
import { addMonthsToMonth, monthOfDate } from '@/lib/months';
import { updateDemoState, type DemoState } from '../demo-state';
import { defineJsonHandler, httpError, type HandlerContext } from './define-handler';
import { visibleBrands } from './section-filter';
import { requireAdmin } from './users';

/**
 * Monthly targets (Admin > Target, "Monthly targets"): read by every section that paces
 * against them, written by super admins with the target permission, like the UDS target.
 * Each refused field is a 400 naming it (X-Invalid-Parameter), worded for the form's notice.
 */

/** How far ahead a month may be planned: this month and the next twelve. */
const MONTHS_AHEAD = 12;

export const TARGETS_API_MESSAGES = {
  superAdminOnly: 'Only a super admin can set monthly targets.',
  badBrand: 'Brand: choose an active brand you can see.',
  badMonth: (first: string, last: string) => `Month: choose a month from ${first} to ${last}.`,
  badMetric: `Metric: choose one of ${TARGET_METRICS.map((m) => m.label).join(', ')}.`,
  badAsm: 'ASM: choose a known ASM, or none for the whole brand.',
  badRep: 'Representative: choose a known representative, or none.',
  bothScopes: 'Representative: choose an ASM or a representative, not both.',
  badTarget: `Target: enter a number above 0, at most ${METRIC_TARGET_MAX.toLocaleString('en-US')}.`,
  badMonths: `Months: enter a whole number from 1 to ${TARGET_COPY_MONTHS_MAX}.`,
  notFound: 'ID: no such target.',
} as const;

const bodyOf = (ctx: HandlerContext): Record<string, unknown> =>
  ctx.body && typeof ctx.body === 'object' ? (ctx.body as Record<string, unknown>) : {};

const targetsOf = (state: DemoState): ServerMetricTarget[] => state.metricTargets ?? [];

const brandTargets = (state: DemoState, brand: string): ServerMetricTarget[] =>
  targetsOf(state)
    .filter((t) => t.Brand === brand)
    .sort(
      (a, b) =>
        a.Month.localeCompare(b.Month) ||
        a.Metric.localeCompare(b.Metric) ||
        (a.ASM ?? '').localeCompare(b.ASM ?? '') ||
        (a.Representative ?? '').localeCompare(b.Representative ?? ''),
    );

const sameSlot = (a: ServerMetricTarget, b: Omit<ServerMetricTarget, 'ID' | 'Target'>): boolean =>
  a.Brand === b.Brand &&
  a.Month === b.Month &&
  a.Metric === b.Metric &&
  a.ASM === b.ASM &&
  a.Representative === b.Representative;

function requireTargetAdmin(ctx: HandlerContext): void {
  const caller = requireAdmin(ctx, 'target');
  if (!caller.isSuperAdmin) throw httpError(403, TARGETS_API_MESSAGES.superAdminOnly);
}

function brandOf(ctx: HandlerContext, value: unknown): string {
  if (typeof value !== 'string' || !visibleBrands(ctx).includes(value))
    throw httpError(400, TARGETS_API_MESSAGES.badBrand, 'Brand');
  return value;
}

/** From the brand's first month to twelve months after this one. */
function monthOf(ctx: HandlerContext, brand: string, value: unknown): string {
  const earliest = ctx.db.brands.find((b) => b.name === brand)?.earliestDate ?? ctx.db.today;
  const first = monthOfDate(earliest);
  const last = addMonthsToMonth(monthOfDate(ctx.db.today), MONTHS_AHEAD);
  if (!isoMonth.safeParse(value).success || (value as string) < first || (value as string) > last)
    throw httpError(400, TARGETS_API_MESSAGES.badMonth(first, last), 'Month');
  return value as string;
}

const optionalName = (value: unknown, known: readonly string[], message: string, field: string) => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' || !known.includes(value)) throw httpError(400, message, field);
  return value;
};

export const targetsHandlers = [
  defineJsonHandler(listMetricTargets, (ctx) => {
    const brand = ctx.params.brand;
    if (!brand) throw httpError(400, 'Parameter brand is required', 'brand');
    if (!visibleBrands(ctx).includes(brand)) throw httpError(403, `You do not have access to ${brand}.`);
    return brandTargets(ctx.state, brand);
  }),
  defineJsonHandler(setMetricTarget, (ctx) => {
    requireTargetAdmin(ctx);
    const body = bodyOf(ctx);
    const brand = brandOf(ctx, body.Brand);
    const month = monthOf(ctx, brand, body.Month);
    const metric = TARGET_METRICS.find((m) => m.server === body.Metric)?.server;
    if (!metric) throw httpError(400, TARGETS_API_MESSAGES.badMetric, 'Metric');
    const asm = optionalName(
      body.ASM,
      ctx.db.asms.map((a) => a.name),
      TARGETS_API_MESSAGES.badAsm,
      'ASM',
    );
    const rep = optionalName(
      body.Representative,
      ctx.db.reps.map((r) => r.name),
      TARGETS_API_MESSAGES.badRep,
      'Representative',
    );
    if (asm !== null && rep !== null) throw httpError(400, TARGETS_API_MESSAGES.bothScopes, 'Representative');
    const target = body.Target;
    if (typeof target !== 'number' || !Number.isFinite(target) || target <= 0 || target > METRIC_TARGET_MAX)
      throw httpError(400, TARGETS_API_MESSAGES.badTarget, 'Target');
    const slot = {
      Brand: brand,
      Month: month,
      Metric: metric as ServerTargetMetric,
      ASM: asm,
      Representative: rep,
    };
    return updateDemoState((s) => {
      const list = (s.metricTargets ??= []);
      const existing = list.find((t) => sameSlot(t, slot));
      if (existing) existing.Target = target;
      else list.push({ ID: s.nextId++, ...slot, Target: target });
      return brandTargets(s, brand);
    });
  }),
  defineJsonHandler(copyMetricTargets, (ctx) => {
    requireTargetAdmin(ctx);
    const body = bodyOf(ctx);
    const brand = brandOf(ctx, body.Brand);
    const month = monthOf(ctx, brand, body.Month);
    const months = body.Months;
    if (
      typeof months !== 'number' ||
      !Number.isInteger(months) ||
      months < 1 ||
      months > TARGET_COPY_MONTHS_MAX
    )
      throw httpError(400, TARGETS_API_MESSAGES.badMonths, 'Months');
    return updateDemoState((s) => {
      const list = (s.metricTargets ??= []);
      const source = list.filter((t) => t.Brand === brand && t.Month === month);
      for (let n = 1; n <= months; n++) {
        const to = addMonthsToMonth(month, n);
        for (const t of source) {
          const slot = { ...t, Month: to };
          const existing = list.find((x) => sameSlot(x, slot));
          if (existing) existing.Target = t.Target;
          else list.push({ ...slot, ID: s.nextId++ });
        }
      }
      return brandTargets(s, brand);
    });
  }),
  defineJsonHandler(deleteMetricTarget, (ctx) => {
    requireTargetAdmin(ctx);
    const id = bodyOf(ctx).ID;
    const visible = new Set(visibleBrands(ctx));
    return updateDemoState((s) => {
      const list = s.metricTargets ?? [];
      const found = list.find((t) => t.ID === id && visible.has(t.Brand));
      if (!found) throw httpError(404, TARGETS_API_MESSAGES.notFound, 'ID');
      s.metricTargets = list.filter((t) => t !== found);
      return brandTargets(s, found.Brand);
    });
  }),
];

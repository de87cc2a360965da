import {
  ATTENTION_CONTROLS,
  ATTENTION_REASONS,
  attentionList,
  attentionMap,
  attentionXlsx,
  type AttentionControl,
  type AttentionReason,
} from '@/api/contract/attention';
import { SessionPermissions, can, permissionLabel } from '@/api/contract/permissions';
import {
  attentionListQuery,
  attentionPinsQuery,
  attentionSheet,
  type AttentionRules,
} from '../db/queries/attention';
import type { ResolvedFilter } from '../db/queries/filter';
import { xlsxDownload, xlsxFileName } from '../xlsx';
import { defineBlobHandler, defineJsonHandler, httpError, type HandlerContext } from './define-handler';
import { pageParam } from './page-param';
import { sectionFilter } from './section-filter';

/**
 * Needs attention: the list (paged), its map layer and its download. Beyond the Accounts
 * section (the path's), each needs the Accounts permission `attention`.
 */

export const NEEDS_ATTENTION_FORBIDDEN = `You do not have access to ${permissionLabel('accounts', 'attention')}.`;

const requireAttention = (ctx: HandlerContext): void => {
  if (!can(SessionPermissions.parse(ctx.user?.permissions ?? {}), 'accounts', 'attention'))
    throw httpError(403, NEEDS_ATTENTION_FORBIDDEN);
};

/** A control's value: absent is its default; out of its range is a 400 naming it. */
const control = (ctx: HandlerContext, name: AttentionControl): number => {
  const { default: fallback, min, max } = ATTENTION_CONTROLS[name];
  const raw = ctx.values[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw httpError(400, `Parameter ${name} must be a whole number from ${min} to ${max}`, name);
  return value;
};

const rulesOf = (ctx: HandlerContext): AttentionRules => {
  const reason = ctx.values.reason || null;
  if (reason !== null && !(ATTENTION_REASONS as readonly string[]).includes(reason))
    throw httpError(400, `Parameter reason must be one of ${ATTENTION_REASONS.join(', ')}`, 'reason');
  return {
    reason: reason as AttentionReason | null,
    noOrderDays: control(ctx, 'noOrderDays'),
    salesDownPercent: control(ctx, 'salesDownPercent'),
  };
};

/** The permission first, then the rules' controls, then the filter (the brand's 403 included). */
const prepare = (ctx: HandlerContext): { f: ResolvedFilter; rules: AttentionRules } => {
  requireAttention(ctx);
  const rules = rulesOf(ctx);
  return { f: sectionFilter(ctx, { distributorsOn: 'accounts' }), rules };
};

/** The list's answer (the alert rules on its counts read it too). */
export const attentionListPayload = (ctx: HandlerContext) => {
  const { f, rules } = prepare(ctx);
  return attentionListQuery(ctx.db, f, rules, pageParam(ctx));
};

export const attentionHandlers = [
  defineJsonHandler(attentionList, attentionListPayload),
  defineJsonHandler(attentionMap, (ctx) => {
    const { f, rules } = prepare(ctx);
    return attentionPinsQuery(ctx.db, f, rules);
  }),
  defineBlobHandler(attentionXlsx, (ctx) => {
    const { f, rules } = prepare(ctx);
    const sheet = attentionSheet(ctx.db, f, rules);
    return xlsxDownload(xlsxFileName(sheet.name, f.brand.name, ctx.db.iso(f.endDay)), [sheet]);
  }),
];

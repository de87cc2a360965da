import { z } from 'zod';
import {
  ATTENTION_CONTROLS,
  ATTENTION_REASONS,
  type AttentionControl,
  type AttentionReason,
} from '@/api/contract/attention';
import { filterSchemas } from '@/filters/schemas';

/**
 * The view's own keys beside the Accounts filter (docs/filters.md, "View state in the
 * URL"): the reason shown (`reason`), the two rules' controls (`noOrderDays`,
 * `salesDownPercent`), the page and the map layer (`map=on`). Not filter: `parseFilter`
 * strips them. Defaults are absent from the URL; a malformed value is its default.
 */
const control = (name: AttentionControl) =>
  z.coerce
    .number()
    .int()
    .min(ATTENTION_CONTROLS[name].min)
    .max(ATTENTION_CONTROLS[name].max)
    .optional()
    .catch(undefined);

export const attentionViewSearchShape = {
  reason: z.enum(ATTENTION_REASONS).optional().catch(undefined),
  noOrderDays: control('noOrderDays'),
  salesDownPercent: control('salesDownPercent'),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  map: z.enum(['on']).optional().catch(undefined),
};

export const attentionSearchSchema = filterSchemas.accounts.extend(attentionViewSearchShape);

/** Kept when a filter is applied (the user's rules and layer); the list starts at page 1. */
export const ATTENTION_RETAINED_VIEW_KEYS = ['reason', 'noOrderDays', 'salesDownPercent', 'map'] as const;

export type AttentionViewSearch = {
  [K in keyof typeof attentionViewSearchShape]?: z.output<(typeof attentionViewSearchShape)[K]>;
};

export interface AttentionRulesView {
  reason: AttentionReason | null;
  noOrderDays: number;
  salesDownPercent: number;
}

export interface AttentionView extends AttentionRulesView {
  /** 1-based. */
  page: number;
  map: boolean;
}

export const readAttentionView = (search: AttentionViewSearch): AttentionView => ({
  reason: search.reason ?? null,
  noOrderDays: search.noOrderDays ?? ATTENTION_CONTROLS.noOrderDays.default,
  salesDownPercent: search.salesDownPercent ?? ATTENTION_CONTROLS.salesDownPercent.default,
  page: search.page ?? 1,
  map: search.map === 'on',
});

/** The rules' request values; defaults are left out, like in the URL. */
export const ruleValues = (view: AttentionRulesView): Record<string, string> => {
  const values: Record<string, string> = {};
  if (view.reason) values.reason = view.reason;
  for (const name of Object.keys(ATTENTION_CONTROLS) as AttentionControl[])
    if (view[name] !== ATTENTION_CONTROLS[name].default) values[name] = String(view[name]);
  return values;
};

/** The list's request values: the rules and the page. */
export const listValues = (view: AttentionView): Record<string, string> => ({
  ...ruleValues(view),
  ...(view.page > 1 ? { page: String(view.page) } : {}),
});

/** A reason chosen (or 'all'): back to page 1, since the pages hold other accounts. */
export const reasonPatch = (reason: AttentionReason | null): AttentionViewSearch => ({
  reason: reason ?? undefined,
  page: undefined,
});

/** A control's new value; its default is written as absent. */
export const controlPatch = (name: AttentionControl, value: number): AttentionViewSearch => ({
  [name]: value === ATTENTION_CONTROLS[name].default ? undefined : value,
  page: undefined,
});

export const pagePatch = (page: number): AttentionViewSearch => ({ page: page > 1 ? page : undefined });

export const mapPatch = (on: boolean): AttentionViewSearch => ({ map: on ? 'on' : undefined });

/**
 * What a typed control value means: a whole number within the control's limits, or the
 * message the field shows (the typed text stays).
 */
export const parseControl = (
  name: AttentionControl,
  input: string | number,
): { value: number } | { error: string } => {
  const { min, max } = ATTENTION_CONTROLS[name];
  const text = String(input).trim();
  const value = Number(text);
  if (text === '' || !/^\d+$/.test(text) || value < min || value > max)
    return { error: `Enter a whole number from ${min} to ${max}` };
  return { value };
};

import {
  BRAND_TARGET_MAX,
  BRAND_TARGET_MIN,
  archiveBrand,
  deleteBrand,
  listBrands,
  setBrandTarget,
} from '@/api/contract/brands';
import { parseIsoDay } from '../db/dates';
import { activeBrands, updateDemoState, type DemoState } from '../demo-state';
import { defineJsonHandler, httpError } from './define-handler';
import { targetEarliestDate } from './section-filter';
import { requireAdmin, required } from './users';

/**
 * The Admin brands API (SPEC.md section 7, "Brands"): the brand list with its active flag,
 * archive / unarchive, delete, and brand targets. Archiving takes a brand out of every
 * section's options at once: each section's options and filter go through `visibleBrands`
 * (section-filter.ts), which keeps only active brands. Targets feed the Time & Efforts UDS
 * Target (db/queries/time-efforts.ts, `weeklyTarget`).
 */

/** Server texts of refused calls (the app shows them in its Error notice). */
export const BRANDS_API_MESSAGES = {
  notFound: (brand: string) => `Brand '${brand}' not found.`,
  lastActive: 'At least one brand must stay active.',
  superAdminOnly: 'Only a super admin can set brand targets.',
  badBrands: 'Choose one or more active brands.',
  badReps: 'Choose one or more known representatives.',
  badDate: (earliest: string, today: string) => `The date must be between ${earliest} and ${today}.`,
  badTarget: `The target must be a number from ${BRAND_TARGET_MIN} to ${BRAND_TARGET_MAX}.`,
} as const;

const brandsList = (state: DemoState) => state.brands.map((b) => ({ BrandName: b.name, IsActive: b.active }));

export const brandsHandlers = [
  defineJsonHandler(listBrands, (ctx) => {
    requireAdmin(ctx, 'brandsTable');
    return brandsList(ctx.state);
  }),
  defineJsonHandler(archiveBrand, (ctx) => {
    requireAdmin(ctx, 'archiveBrands');
    const name = required(ctx.values.brandName, BRANDS_API_MESSAGES.notFound(''), 'brandName');
    const active = ctx.values.active === 'true';
    return updateDemoState((s) => {
      const brand = s.brands.find((b) => b.name === name);
      if (!brand) throw httpError(404, BRANDS_API_MESSAGES.notFound(name));
      // Every user would be left without data: the last active brand stays.
      if (!active && brand.active && activeBrands(s).length === 1)
        throw httpError(409, BRANDS_API_MESSAGES.lastActive);
      brand.active = active;
      return brandsList(s);
    });
  }),
  defineJsonHandler(deleteBrand, (ctx) => {
    requireAdmin(ctx, 'deleteBrands');
    const name = required(ctx.values.brandName, BRANDS_API_MESSAGES.notFound(''), 'brandName');
    return updateDemoState((s) => {
      const brand = s.brands.find((b) => b.name === name);
      if (!brand) throw httpError(404, BRANDS_API_MESSAGES.notFound(name));
      if (brand.active && activeBrands(s).length === 1) throw httpError(409, BRANDS_API_MESSAGES.lastActive);
      // What belongs to the brand goes with it: its files, its targets, its place in users' lists.
      s.brands = s.brands.filter((b) => b !== brand);
      s.scorecardFiles = s.scorecardFiles.filter((f) => f.brand !== name);
      s.targets = s.targets
        .map((t) => ({ ...t, Brands: t.Brands.filter((b) => b !== name) }))
        .filter((t) => t.Brands.length > 0);
      s.metricTargets = (s.metricTargets ?? []).filter((t) => t.Brand !== name);
      for (const user of s.users) user.brands = user.brands.filter((b) => b !== name);
      return brandsList(s);
    });
  }),
  defineJsonHandler(setBrandTarget, (ctx) => {
    const caller = requireAdmin(ctx, 'target');
    if (!caller.isSuperAdmin) throw httpError(403, BRANDS_API_MESSAGES.superAdminOnly);
    const active = new Set(activeBrands(ctx.state));
    const brands = ctx.list('brands');
    if (brands.length === 0 || brands.some((b) => !active.has(b)))
      throw httpError(400, BRANDS_API_MESSAGES.badBrands);
    const known = new Set(ctx.db.reps.map((r) => r.id));
    const repIds = ctx.list('representativeIDs').map(Number);
    if (repIds.length === 0 || repIds.some((id) => !Number.isInteger(id) || !known.has(id)))
      throw httpError(400, BRANDS_API_MESSAGES.badReps, 'representativeIDs');
    const date = ctx.values.date ?? '';
    const earliest = targetEarliestDate(ctx);
    if (parseIsoDay(date) === null || date < earliest || date > ctx.db.today)
      throw httpError(400, BRANDS_API_MESSAGES.badDate(earliest, ctx.db.today));
    const raw = ctx.values.target?.trim() ?? '';
    const target = Number(raw);
    if (raw === '' || !Number.isFinite(target) || target < BRAND_TARGET_MIN || target > BRAND_TARGET_MAX)
      throw httpError(400, BRANDS_API_MESSAGES.badTarget);
    const saved = { Brands: brands, RepresentativeIDs: repIds, Date: date, Target: target };
    updateDemoState((s) => {
      s.targets.push(saved);
    });
    return saved;
  }),
];

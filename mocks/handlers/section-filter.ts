import { activeBrands } from '../demo-state';
import { resolveFilter, type ResolveOptions, type ResolvedFilter } from '../db/queries/filter';
import { httpError, type HandlerContext } from './define-handler';

/** Brands the signed-in user may see: their brands that are not archived, in data set order. */
export const visibleBrands = (ctx: HandlerContext): string[] => {
  const active = new Set(activeBrands(ctx.state));
  const mine = new Set(ctx.userBrands);
  return ctx.db.brands.map((b) => b.name).filter((name) => active.has(name) && mine.has(name));
};

/**
 * The earliest date a brand target may start from (Admin > Target): the first day of the
 * oldest active brand, so a target never predates every brand's data.
 */
export const targetEarliestDate = (ctx: HandlerContext): string => {
  const active = new Set(activeBrands(ctx.state));
  return (
    ctx.db.brands
      .filter((b) => active.has(b.name))
      .map((b) => b.earliestDate)
      .sort()[0] ?? ctx.db.today
  );
};

/**
 * The request's filter for a data endpoint. No brand means the user's first brand; a
 * brand the user may not see is a 403, as the real API answers.
 */
export const sectionFilter = (
  ctx: HandlerContext,
  options: Omit<ResolveOptions, 'honoured'> = {},
): ResolvedFilter => {
  const brands = visibleBrands(ctx);
  const requested = ctx.params.brand?.trim();
  const brand = requested || brands[0];
  if (!brand || !brands.includes(brand)) throw httpError(403, `Brand not available: ${brand ?? 'none'}`);
  return resolveFilter(ctx.db, { ...ctx.params, brand }, options);
};

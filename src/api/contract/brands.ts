import { z } from 'zod';
import { isoDate, stringList } from './common';
import { jsonEndpoint } from './endpoint';

export const BrandRow = z
  .object({ BrandName: z.string(), IsActive: z.boolean() })
  .transform((s) => ({ name: s.BrandName, isActive: s.IsActive }));
export type BrandRow = z.output<typeof BrandRow>;

export const BrandsList = z.array(BrandRow);
export type BrandsList = z.output<typeof BrandsList>;

export const listBrands = jsonEndpoint({
  method: 'GET',
  path: '/brands',
  summary: 'Every brand with its active (not archived) flag.',
  params: [],
  response: BrandsList,
  definedHere: 'shape',
});

export const archiveBrand = jsonEndpoint({
  method: 'POST',
  path: '/brands/archive',
  summary: 'Archive (active=false) or unarchive (active=true) a brand. Returns the brand list.',
  params: [],
  extraParams: ['brandName', 'active'],
  response: BrandsList,
  definedHere: 'shape',
});

export const deleteBrand = jsonEndpoint({
  method: 'POST',
  path: '/brands/delete',
  summary: 'Delete a brand. Returns the brand list.',
  params: [],
  extraParams: ['brandName'],
  response: BrandsList,
  definedHere: 'shape',
});

/** A brand target's range (SPEC.md section 9: "target 0 to 10"). */
export const BRAND_TARGET_MIN = 0;
export const BRAND_TARGET_MAX = 10;

export const BrandTarget = z
  .object({
    Brands: stringList,
    RepresentativeIDs: z.array(z.number().int()),
    Date: isoDate,
    Target: z.number().min(BRAND_TARGET_MIN).max(BRAND_TARGET_MAX),
  })
  .transform((s) => ({
    brands: s.Brands,
    representativeIds: s.RepresentativeIDs,
    date: s.Date,
    target: s.Target,
  }));
export type BrandTarget = z.output<typeof BrandTarget>;

export const setBrandTarget = jsonEndpoint({
  method: 'POST',
  path: '/brands/target-date',
  summary:
    'Set the target (0-10) from a date for representatives of brands. brands and representativeIDs are comma-joined. Returns the saved target.',
  params: [],
  extraParams: ['brands', 'representativeIDs', 'date', 'target'],
  response: BrandTarget,
  definedHere: 'shape',
});

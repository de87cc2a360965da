/** The Brands table's rules (SPEC.md sections 4, 5 and 8). */

export const BRAND_NOTICES = {
  archived: 'Brand has been successfully archived!',
  unarchived: 'Brand has been successfully unarchived!',
  deleted: 'Brand has been successfully deleted!',
} as const;

/** What Confirm Delete asks for: 'delete ' followed by the brand name (SPEC.md section 5). */
export const brandDeletePhrase = (brand: string): string => `delete ${brand}`;

/** Delete is enabled only once the phrase is typed exactly (spaces around it aside). */
export const canConfirmBrandDelete = (typed: string, brand: string): boolean =>
  typed.trim() === brandDeletePhrase(brand);

/** The Active switch: switched on unarchives, switched off archives. */
export const archiveNotice = (active: boolean): string =>
  active ? BRAND_NOTICES.unarchived : BRAND_NOTICES.archived;

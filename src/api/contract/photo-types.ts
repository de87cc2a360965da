/**
 * What a photo shows. A storefront photo is the account's, shown once per account at its
 * latest visit in the period; primary and secondary placement photos are per visit. Apart
 * from the photo contract because the library route's URL schema reads it, and route
 * schemas load with the app's first code.
 */
export const PHOTO_TYPES = ['storefront', 'primary', 'secondary'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

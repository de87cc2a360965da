/**
 * Every query parameter name the API accepts for filtered calls (SPEC.md section 5,
 * after the renames startDate->dateStart, endDate->dateEnd, channelTypes->channels,
 * inactiveReps->inactiveRepresentatives, activeAccounts->accountsActive).
 * Endpoints list the subset they send; the filter system's `normalise` produces them.
 */
export const REQUEST_PARAMS = [
  'dateStart',
  'dateEnd',
  'brand',
  'name',
  'address',
  'zipCode',
  'channels',
  'cities',
  'states',
  'chains',
  'banners',
  'regions',
  'counties',
  'territories',
  'representatives',
  'representativesMetric',
  'frequencies',
  'accountsSource',
  'accountsActive',
  'distributors',
  'notVisitedIn',
  'skuNames',
  'salesSkuNames',
  'merchandisingSkuNames',
  'statusesNames',
  'noImageReasons',
  'numberOfSkus',
  'numberOfFacings',
  'dublicateImages',
  'primary',
  'secondary',
  'locations',
  'types',
  'tags',
  'prices',
  'promo',
  'competitors',
  'inactiveRepresentatives',
] as const;

export type RequestParamName = (typeof REQUEST_PARAMS)[number];

/** Request parameters as sent: non-empty values only, lists already comma-joined. */
export type RequestParams = Partial<Record<RequestParamName, string>>;

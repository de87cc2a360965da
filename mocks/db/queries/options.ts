import type { accountsFilters } from '@/api/contract/accounts';
import type { ServerPayload } from '@/api/contract/endpoint';
import type { salesFilters } from '@/api/contract/sales';
import type { Account } from '../entities';
import type { Db } from '../generate';
import { ACCOUNTS_SOURCES, FREQUENCIES, NO_IMAGE_REASONS } from '../reference-data';
import { sortedUnique } from './filter';

type AccountsOptions = ServerPayload<typeof accountsFilters>;
type SalesOptions = ServerPayload<typeof salesFilters>;

/** The option lists every section shares (contract `baseFilterOptionsShape`). */
export type BaseOptions = Omit<SalesOptions, 'Skus'>;

const memo = new WeakMap<Db, BaseOptions>();

/**
 * Options come from the data itself: a brand lists the cities, chains, reps ... of the
 * accounts in its universe, so every option selects something.
 */
export const baseFilterOptions = (db: Db): BaseOptions => {
  const cached = memo.get(db);
  if (cached) return cached;
  const perBrand = (value: (a: Account) => string): Record<string, string[]> =>
    Object.fromEntries(
      db.brands.map((b) => [
        b.name,
        sortedUnique((db.indexes.accountsByBrand[b.idx] ?? []).map((i) => value(db.accounts[i] as Account))),
      ]),
    );
  // Per rep, the brands of its visits (bit b: brand b), then names per brand.
  const brandsByRep = new Uint8Array(db.reps.length);
  const { repIdx, brandMask } = db.visitTable;
  for (let i = 0; i < repIdx.length; i++) {
    const r = repIdx[i] as number;
    brandsByRep[r] = (brandsByRep[r] as number) | (brandMask[i] as number);
  }
  const metricReps = db.brands.map(
    (b) =>
      new Set(
        db.reps.filter((r) => ((brandsByRep[r.idx] as number) & (1 << b.idx)) !== 0).map((r) => r.name),
      ),
  );
  const options: BaseOptions = {
    Brands: db.brands.map((b) => ({ Name: b.name, EarliestDate: b.earliestDate })),
    AccountsSources: [...ACCOUNTS_SOURCES],
    Cities: perBrand((a) => a.city),
    States: perBrand((a) => a.state),
    Chains: perBrand((a) => a.chain),
    Banners: perBrand((a) => a.banner),
    ChannelTypes: perBrand((a) => a.channel),
    Regions: perBrand((a) => a.region),
    Counties: perBrand((a) => a.county),
    Territories: perBrand((a) => a.territory),
    Representatives: perBrand((a) => db.reps[a.repIdx]?.name ?? ''),
    RepresentativesMetric: Object.fromEntries(
      db.brands.map((b) => [b.name, sortedUnique(metricReps[b.idx] ?? [])]),
    ),
    Distributors: db.brands.flatMap((b) =>
      b.distributorIdxs.map((d) => ({ Name: db.distributors[d]?.name ?? '', Brand: b.name })),
    ),
    Frequencies: [...FREQUENCIES],
  };
  memo.set(db, options);
  return options;
};

/**
 * Keeps only the brands a user may see (their brands, not archived): the Brands list,
 * every per-brand record, and brand-owned items (SKUs, distributors).
 */
export const restrictToBrands = <T extends BaseOptions & { Skus?: { Brand: string }[] }>(
  options: T,
  brands: readonly string[] | undefined,
): T => {
  if (!brands) return options;
  const allowed = new Set(brands);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (key === 'Brands') out[key] = options.Brands.filter((b) => allowed.has(b.Name));
    else if (Array.isArray(value))
      out[key] = value.every((v) => typeof v === 'object' && v !== null && 'Brand' in v)
        ? value.filter((v: { Brand: string }) => allowed.has(v.Brand))
        : value;
    else if (typeof value === 'object' && value !== null)
      out[key] = Object.fromEntries(Object.entries(value).filter(([brand]) => allowed.has(brand)));
    else out[key] = value;
  }
  return out as T;
};

const accountsMemo = new WeakMap<Db, AccountsOptions>();

export const accountsFilterOptions = (db: Db, brands?: readonly string[]): AccountsOptions => {
  const cached = accountsMemo.get(db);
  if (cached) return restrictToBrands(cached, brands);
  const statusesByBrand = Object.fromEntries(
    db.brands.map((b) => {
      const used = new Set<number>();
      for (const i of db.indexes.accountsByBrand[b.idx] ?? []) {
        for (const change of db.accounts[i]?.statusHistory[b.idx] ?? []) used.add(change.statusIdx);
      }
      const names = db.statuses
        .filter((s) => used.has(s.idx))
        .sort((x, y) => x.sortOrder - y.sortOrder)
        .map((s) => s.name);
      return [b.name, names];
    }),
  );
  const statuses = [...db.statuses].sort((x, y) => x.sortOrder - y.sortOrder);
  const options: AccountsOptions = {
    ...baseFilterOptions(db),
    StatusesNames: statusesByBrand,
    NoImageReasons: [...NO_IMAGE_REASONS],
    Statuses: statuses.map((s) => ({
      Name: s.name,
      Color: s.color,
      Image: s.image,
      SortOrder: s.sortOrder,
      Disabled: s.disabled,
      DisabledOnMap: s.disabledOnMap,
    })),
    ActiveStatuses: statuses.filter((s) => s.active).map((s) => s.name),
  };
  accountsMemo.set(db, options);
  return restrictToBrands(options, brands);
};

export const salesFilterOptions = (db: Db, brands?: readonly string[]): SalesOptions =>
  restrictToBrands(
    {
      ...baseFilterOptions(db),
      Skus: db.skus.map((s) => ({ Name: s.name, Brand: db.brands[s.brandIdx]?.name ?? '' })),
    },
    brands,
  );

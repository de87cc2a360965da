import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchJson, type ExtraParams } from '@/api/client';
import { archiveBrand, deleteBrand, listBrands, setBrandTarget } from '@/api/contract/brands';
import {
  deleteScorecardFile,
  downloadScorecardFile,
  uploadScorecardFile,
} from '@/api/contract/scorecard-files';
import { downloadFile } from '@/api/download';
import { ALL_FILTER_OPTIONS_KEY } from '@/filters/options-query';
import { userOptionsQuery } from './queries';

/**
 * The queries of the Brands, Chain Scorecard and Target parts. Apart from queries.ts (the
 * users table's), so their contracts load with those lazy parts, not with the route.
 */
/** GET /brands: every brand with its active flag (the Brands table). */
export const brandsListQuery = () =>
  queryOptions({
    queryKey: [listBrands.path],
    queryFn: ({ signal }) => fetchJson(listBrands, {}, { signal }),
  });

/**
 * Brand lists and scorecard files live in every section's options and in the admin options:
 * after a brand or file change they are stale (an archived brand leaves every section's brand
 * select, a new file joins the Chain Scorecard list and the Reports scorecard select).
 */
const invalidateBrandOptions = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ALL_FILTER_OPTIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: userOptionsQuery().queryKey }),
  ]);

export type BrandAction =
  { kind: 'archive'; brand: string; active: boolean } | { kind: 'delete'; brand: string };

/** Archive, unarchive or delete a brand: the answer (the brand list) goes into the table's cache. */
export function useBrandAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BrandAction) =>
      action.kind === 'archive'
        ? fetchJson(archiveBrand, {}, { values: { brandName: action.brand, active: action.active } })
        : fetchJson(deleteBrand, {}, { values: { brandName: action.brand } }),
    onSuccess: (list) => {
      queryClient.setQueryData(brandsListQuery().queryKey, list);
      void invalidateBrandOptions(queryClient);
    },
  });
}

/**
 * One scorecard upload (multipart brand and file). SPEC.md gives no answer shape, so the
 * answer is not read: the files come from the refetched options. The mutation settles once
 * they are back, so the list shows the new file when the upload's loading state ends.
 */
export function useUploadScorecard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ brand, file }: { brand: string; file: File }) => {
      await fetchJson(uploadScorecardFile, {}, { values: { brand, file } });
    },
    onSuccess: () => invalidateBrandOptions(queryClient),
  });
}

/** Deletes a scorecard file by id; as with uploads, the options are refetched, the answer is not read. */
export function useDeleteScorecard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await fetchJson(deleteScorecardFile, {}, { values: { id } });
    },
    onSuccess: () => invalidateBrandOptions(queryClient),
  });
}

/** Downloads an uploaded scorecard file under its own name (the same bytes that were uploaded). */
export const downloadScorecard = (id: number) => downloadFile(downloadScorecardFile, {}, { values: { id } });

/** The Time & Efforts UDS endpoints' paths (/efforts/uds-stats, .../brand): a target changes their Target rows. */
const UDS_PATH_PREFIX = '/efforts/uds-stats';

/** POST /brands/target-date; cached UDS tables are stale afterwards. */
export function useSetTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ExtraParams) => fetchJson(setBrandTarget, {}, { values }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(UDS_PATH_PREFIX),
      }),
  });
}

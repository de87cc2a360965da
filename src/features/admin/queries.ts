import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchJson, type ExtraParams } from '@/api/client';
import { archiveBrand, deleteBrand, listBrands, setBrandTarget } from '@/api/contract/brands';
import { toServerPermissions, type Permissions } from '@/api/contract/permissions';
import {
  deleteUser,
  editUser,
  listUsers,
  registerUser,
  saveAutoReport,
  setUserPermissions,
  testAutoReport,
  toAutoReportRequest,
  userFilters,
  type AutoReport,
  type UsersList,
} from '@/api/contract/users';
import {
  deleteScorecardFile,
  downloadScorecardFile,
  listScorecardFiles,
  uploadScorecardFile,
} from '@/api/contract/scorecard-files';
import { downloadFile, downloadLink } from '@/api/download';
import { DOWNLOAD_META } from '@/app/layout/progress-bar';
import { ALL_FILTER_OPTIONS_KEY } from '@/filters/options-query';

/** GET /users/list: every user (the table, login history, permissions, schedules). */
export const usersListQuery = () =>
  queryOptions({
    queryKey: [listUsers.path],
    queryFn: ({ signal }) => fetchJson(listUsers, {}, { signal }),
  });

/** GET /users/filters: brands and the per-brand lists of the report schedule. */
export const userOptionsQuery = () =>
  queryOptions({
    queryKey: [userFilters.path],
    queryFn: ({ signal }) => fetchJson(userFilters, {}, { signal }),
  });

/** What a data-changing user call sends (its endpoint decides form or JSON). */
export type UserAction =
  | { kind: 'register' | 'edit'; values: ExtraParams }
  | { kind: 'delete'; login: string }
  | { kind: 'permissions'; login: string; permissions: Permissions }
  | { kind: 'schedule'; login: string; report: AutoReport };

const send = (action: UserAction): Promise<UsersList> => {
  switch (action.kind) {
    case 'register':
      return fetchJson(registerUser, {}, { values: action.values });
    case 'edit':
      return fetchJson(editUser, {}, { values: action.values });
    case 'delete':
      return fetchJson(deleteUser, {}, { values: { login: action.login } });
    case 'permissions':
      return fetchJson(
        setUserPermissions,
        {},
        // JSON body: the permission lists travel as the session shape, not comma-joined.
        { values: { login: action.login, permissions: toServerPermissions(action.permissions) } as never },
      );
    case 'schedule':
      return fetchJson(
        saveAutoReport,
        {},
        { values: toAutoReportRequest(action.login, action.report) as never },
      );
  }
};

/**
 * Every data-changing user call: the answer is the full user list (SPEC.md section 7),
 * written straight into the list's cache, so the table shows it without another request.
 */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (list) => queryClient.setQueryData(usersListQuery().queryKey, list),
  });
}

/** The Test button: builds the example with the form's schedule, then fetches and saves the PDF. */
export function useTestReport() {
  return useMutation({
    meta: DOWNLOAD_META,
    mutationFn: async ({ login, report }: { login: string; report: AutoReport }) => {
      const link = await fetchJson(
        testAutoReport,
        {},
        { values: toAutoReportRequest(login, report) as never },
      );
      return downloadLink(link.downloadLink, link.fileName);
    },
  });
}

/** GET /brands: every brand with its active flag (the Brands table). */
export const brandsListQuery = () =>
  queryOptions({
    queryKey: [listBrands.path],
    queryFn: ({ signal }) => fetchJson(listBrands, {}, { signal }),
  });

/** GET /chain-scorecard/list: the scorecard files of every active brand. */
export const scorecardFilesQuery = () =>
  queryOptions({
    queryKey: [listScorecardFiles.path],
    queryFn: ({ signal }) => fetchJson(listScorecardFiles, {}, { signal }),
  });

/**
 * Brand lists live in every section's options and in the admin options: after a brand or
 * file change they are stale (an archived brand leaves every section's brand select, a new
 * file joins the Reports scorecard select).
 */
const invalidateBrandOptions = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ALL_FILTER_OPTIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: userOptionsQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: scorecardFilesQuery().queryKey }),
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

/** One scorecard upload (multipart brand and file); the answer is the files per brand. */
export function useUploadScorecard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ brand, file }: { brand: string; file: File }) =>
      fetchJson(uploadScorecardFile, {}, { values: { brand, file } }),
    onSuccess: (files) => {
      queryClient.setQueryData(scorecardFilesQuery().queryKey, files);
      void queryClient.invalidateQueries({ queryKey: ALL_FILTER_OPTIONS_KEY });
    },
  });
}

export function useDeleteScorecard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => fetchJson(deleteScorecardFile, {}, { values: { id } }),
    onSuccess: (files) => {
      queryClient.setQueryData(scorecardFilesQuery().queryKey, files);
      void queryClient.invalidateQueries({ queryKey: ALL_FILTER_OPTIONS_KEY });
    },
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

import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchJson, type ExtraParams } from '@/api/client';
import { can, toServerPermissions, type Permissions } from '@/api/contract/permissions';
import {
  autoReportStatus,
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
import { downloadLink } from '@/api/download';
import { DOWNLOAD_META } from '@/app/layout/progress-bar';

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

/**
 * The users table's two requests, started by the Admin route's loader rather than when the
 * table mounts: the table is the page's largest paint, and the page's
 * render no longer stands between the session check and these requests. Only with the
 * permission the table itself needs, so no user asks for what the server would refuse.
 */
export function prefetchUsersTable(queryClient: QueryClient, permissions: Permissions | null): void {
  if (!can(permissions, 'admin', 'usersTable')) return;
  void queryClient.prefetchQuery(usersListQuery());
  void queryClient.prefetchQuery(userOptionsQuery());
}

/**
 * GET /users/autoreports/status: a user's schedule as it runs (last run, delivered, next run).
 * Asked again each time the Email Schedule opens: it changes without anyone in the app acting.
 */
export const autoReportStatusQuery = (login: string) =>
  queryOptions({
    queryKey: [autoReportStatus.path, login],
    queryFn: ({ signal }) => fetchJson(autoReportStatus, {}, { signal, values: { login } }),
    staleTime: 0,
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

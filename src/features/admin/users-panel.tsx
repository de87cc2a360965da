import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { User } from '@/api/contract/users';
import { useCan, useSessionUser } from '@/auth/session-context';
import { Panel } from '@/ui/panel/panel';
import { withCompanion } from '@/ui/panel/with-companion';
import { SortableTable, type TableColumn } from '@/ui/table/sortable-table';
import { useDeleteUserDialog } from './delete-user-dialog';
import { useEmailScheduleDialog } from './email-schedule-dialog';
import { EditIcon, HistoryIcon, KeyIcon, MailIcon, TrashIcon } from './icons';
import { useLoginInfoDialog } from './login-info-dialog';
import { usePermissionsDialog } from './permissions-dialog';
import { userOptionsQuery, usersListQuery } from './queries';
import { useUserFormDialog } from './user-form-dialog';
import { useUsersSort } from './use-users-sort';
import { USERS_SORT_VALUES, brandsLabel, lastLogin } from './users-model';

function RowAction({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon variant="subtle" aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The Users table (SPEC.md section 2) and its dialogs. Each action icon is shown, disabled,
 * without its permission; Create User shows only with the create permission. The demo API
 * checks the same permissions, so the page is not the only guard.
 */
export function UsersPanel() {
  const { sort, onSortChange } = useUsersSort();
  const me = useSessionUser();
  const canTable = useCan('admin', 'usersTable');
  const users = useQuery({ ...usersListQuery(), enabled: canTable });
  const options = useQuery({ ...userOptionsQuery(), enabled: canTable });
  const allBrands = useMemo(() => options.data?.brands.map((b) => b.name) ?? [], [options.data]);
  const can = {
    create: useCan('admin', 'createUser'),
    edit: useCan('admin', 'editUser'),
    delete: useCan('admin', 'deleteUser'),
    loginInfo: useCan('admin', 'loginInfo'),
    permissions: useCan('admin', 'changePermissions'),
    schedule: useCan('admin', 'reportMail'),
  };
  const register = useUserFormDialog('register', allBrands);
  const edit = useUserFormDialog('edit', allBrands);
  const loginInfo = useLoginInfoDialog();
  const permissions = usePermissionsDialog();
  const schedule = useEmailScheduleDialog(options.data);
  const remove = useDeleteUserDialog();

  // Only a super admin changes a super admin; nobody deletes themselves (the API says so too).
  const locked = (u: User) => u.isSuperAdmin && !(me?.isSuperAdmin ?? false);

  const columns: TableColumn<User>[] = [
    { key: 'login', header: 'Login', sortValue: USERS_SORT_VALUES.login, firstDirection: 'desc' },
    { key: 'company', header: 'Company', sortValue: USERS_SORT_VALUES.company },
    { key: 'role', header: 'Role', sortValue: USERS_SORT_VALUES.role },
    { key: 'brands', header: 'Brands', sortValue: USERS_SORT_VALUES.brands, render: brandsLabel },
    {
      key: 'active',
      header: 'Active',
      sortValue: USERS_SORT_VALUES.active,
      render: (u) => (u.isActive ? 'Active' : 'Inactive'),
    },
    {
      key: 'lastLogin',
      header: 'Last login',
      sortValue: USERS_SORT_VALUES.lastLogin,
      firstDirection: 'desc',
      render: (u) => lastLogin(u) ?? 'Never',
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 200,
      pinnedEnd: true,
      render: (u) => (
        <Group gap={2} wrap="nowrap">
          <RowAction
            label={`Login history of ${u.login}`}
            disabled={!can.loginInfo}
            onClick={() => loginInfo.open(u)}
          >
            <HistoryIcon />
          </RowAction>
          <RowAction
            label={`Permissions of ${u.login}`}
            disabled={!can.permissions || locked(u)}
            onClick={() => permissions.open(u)}
          >
            <KeyIcon />
          </RowAction>
          <RowAction
            label={`E-mail schedule of ${u.login}`}
            disabled={!can.schedule}
            onClick={() => schedule.open(u)}
          >
            <MailIcon />
          </RowAction>
          <RowAction label={`Edit ${u.login}`} disabled={!can.edit || locked(u)} onClick={() => edit.open(u)}>
            <EditIcon />
          </RowAction>
          <RowAction
            label={`Delete ${u.login}`}
            disabled={!can.delete || locked(u) || u.login === me?.login}
            onClick={() => remove.open(u)}
          >
            <TrashIcon />
          </RowAction>
        </Group>
      ),
    },
  ];

  return (
    <>
      <Panel
        title="Users"
        name="admin-users"
        permission={{ section: 'admin', key: 'usersTable' }}
        query={withCompanion(users, options)}
        isEmpty={(list) => list.length === 0}
        emptyText="No users yet."
        skeletonHeight={240}
        actions={
          can.create ? (
            <Button size="xs" onClick={() => register.open(null)} disabled={options.data === undefined}>
              Create User
            </Button>
          ) : null
        }
      >
        {(list) => (
          <SortableTable
            caption="Users"
            columns={columns}
            rows={list}
            rowKey={(u) => u.login}
            sort={sort}
            onSortChange={onSortChange}
            minWidth={900}
          />
        )}
      </Panel>
      {register.element}
      {edit.element}
      {loginInfo.element}
      {permissions.element}
      {schedule.element}
      {remove.element}
    </>
  );
}

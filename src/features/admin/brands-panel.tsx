import { ActionIcon, Switch, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BrandRow } from '@/api/contract/brands';
import { notifyFailure, notifySuccess } from '@/ui/notify/notify';
import { useCan } from '@/auth/session-context';
import { Panel } from '@/ui/panel/panel';
import { SortableTable, type TableColumn } from '@/ui/table/sortable-table';
import { BRAND_NOTICES, archiveNotice, brandDeletePhrase, canConfirmBrandDelete } from './brands-model';
import { useConfirmDeleteDialog } from './confirm-delete-dialog';
import { TrashIcon } from './icons';
import { brandsListQuery, useBrandAction } from './brands-queries';
import { useSubmitLatch } from './submit-latch';

/** Confirm Delete for a brand: Delete is enabled once 'delete {brand}' is typed (SPEC.md section 5). */
function useDeleteBrandDialog() {
  const action = useBrandAction();
  return useConfirmDeleteDialog<string>({
    subject: (brand) => (
      <>
        the brand <strong>{brand}</strong>
      </>
    ),
    phrase: brandDeletePhrase,
    confirms: canConfirmBrandDelete,
    send: (brand, callbacks) => action.mutate({ kind: 'delete', brand }, callbacks),
    pending: action.isPending,
    deletedNotice: BRAND_NOTICES.deleted,
  });
}

/**
 * The Brands table (SPEC.md section 2): the Active switch archives (off) or unarchives (on)
 * with the archive permission, the delete icon needs the delete permission; both show
 * disabled without it. An archived brand leaves every section's brand options.
 */
export function BrandsPanel() {
  const brands = useQuery(brandsListQuery());
  const canArchive = useCan('admin', 'archiveBrands');
  const canDelete = useCan('admin', 'deleteBrands');
  const action = useBrandAction();
  const remove = useDeleteBrandDialog();
  const latch = useSubmitLatch();
  // The brand whose switch is being sent: its switch shows the pending state.
  const pending = action.isPending && action.variables.kind === 'archive' ? action.variables.brand : null;

  const toggle = (brand: string, active: boolean) => {
    if (!latch.tryEnter()) return;
    action.mutate(
      { kind: 'archive', brand, active },
      {
        onSuccess: () => notifySuccess(archiveNotice(active)),
        onError: (error) => notifyFailure(error),
        onSettled: latch.release,
      },
    );
  };

  const columns: TableColumn<BrandRow>[] = [
    { key: 'name', header: 'Brand', render: (b) => b.name },
    {
      key: 'active',
      header: 'Active',
      width: 120,
      csv: (b) => (b.isActive ? 'Active' : 'Archived'),
      render: (b) => {
        const checked = pending === b.name ? !b.isActive : b.isActive;
        return (
          <Switch
            aria-label={`${b.name} active`}
            checked={checked}
            disabled={!canArchive || action.isPending}
            onChange={(event) => toggle(b.name, event.currentTarget.checked)}
          />
        );
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 100,
      csv: false,
      render: (b) => (
        <Tooltip label={`Delete ${b.name}`} openDelay={400}>
          <ActionIcon
            variant="subtle"
            aria-label={`Delete ${b.name}`}
            disabled={!canDelete}
            onClick={() => remove.open(b.name)}
          >
            <TrashIcon />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <Panel
        title="Brands"
        name="admin-brands"
        permission={{ section: 'admin', key: 'brandsTable' }}
        query={brands}
        isEmpty={(list) => list.length === 0}
        emptyText="No brands."
        skeletonHeight={160}
      >
        {(list) => (
          <SortableTable
            caption="Brands"
            columns={columns}
            rows={list}
            rowKey={(b) => b.name}
            minWidth={280}
          />
        )}
      </Panel>
      {remove.element}
    </>
  );
}

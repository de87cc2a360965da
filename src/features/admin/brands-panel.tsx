import { ActionIcon, Button, Group, Modal, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BrandRow } from '@/api/contract/brands';
import { notifyFailure, notifySuccess } from '@/app/notify';
import { useCan } from '@/auth/session-context';
import { Panel } from '@/ui/panel/panel';
import { SortableTable, type TableColumn } from '@/ui/table/sortable-table';
import { BRAND_NOTICES, archiveNotice, brandDeletePhrase, canConfirmBrandDelete } from './brands-model';
import { TrashIcon } from './icons';
import { brandsListQuery, useBrandAction } from './brands-queries';
import { CLOSE_BUTTON, MODAL_WIDTH } from './user-form-dialog';

/** Confirm Delete for a brand: Delete is enabled once 'delete {brand}' is typed (SPEC.md section 5). */
function useDeleteBrandDialog() {
  const [brand, setBrand] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const action = useBrandAction();
  const open = (name: string) => {
    setBrand(name);
    setTyped('');
    setOpened(true);
  };
  const ready = brand !== null && canConfirmBrandDelete(typed, brand);
  const confirm = () => {
    if (!brand || !ready) return;
    setOpened(false);
    action.mutate(
      { kind: 'delete', brand },
      {
        onSuccess: () => notifySuccess(BRAND_NOTICES.deleted),
        onError: (error) => {
          notifyFailure(error);
          setOpened(true);
        },
      },
    );
  };
  const element = (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title="Confirm Delete"
      size={MODAL_WIDTH}
      centered
      closeButtonProps={CLOSE_BUTTON}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            Delete the brand <strong>{brand}</strong>? This action cannot be undone.
          </Text>
          <TextInput
            label={`Type '${brandDeletePhrase(brand ?? '')}' to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!ready}>
              Delete
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
  return { open, element };
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
  // The brand whose switch is being sent: its switch shows the pending state.
  const pending = action.isPending && action.variables.kind === 'archive' ? action.variables.brand : null;

  const toggle = (brand: string, active: boolean) =>
    action.mutate(
      { kind: 'archive', brand, active },
      { onSuccess: () => notifySuccess(archiveNotice(active)), onError: (error) => notifyFailure(error) },
    );

  const columns: TableColumn<BrandRow>[] = [
    { key: 'name', header: 'Brand', render: (b) => b.name },
    {
      key: 'active',
      header: 'Active',
      width: 120,
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

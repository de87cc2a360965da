import { Box, Button, Checkbox, Group, Modal, ScrollArea, Stack, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { User } from '@/api/contract/users';
import { notifyFailure, notifySuccess } from '@/ui/notify/notify';
import { useUserAction } from './queries';
import { useSubmitLatch } from './submit-latch';
import { CLOSE_BUTTON, MODAL_WIDTH } from './user-form-dialog';
import {
  checkState,
  checkedToPermissions,
  permissionTree,
  permissionsToChecked,
  toggleNode,
  type PermissionNode,
} from './users-model';
import classes from './admin.module.css';

/**
 * Permissions: the catalogue as a tree of real checkboxes (Tab and Space work as for any
 * checkbox; a branch shows mixed when part of it is checked and checks or clears all of
 * it). Sections fold so the dialog stays short. Saving sends the checked keys.
 */
export function usePermissionsDialog() {
  const tree = useMemo(() => permissionTree(), []);
  const [user, setUser] = useState<User | null>(null);
  const [opened, setOpened] = useState(false);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const action = useUserAction();
  const latch = useSubmitLatch();

  const open = (target: User) => {
    setUser(target);
    setChecked(permissionsToChecked(target.permissions));
    setExpanded(new Set());
    setOpened(true);
  };

  const save = () => {
    if (!user || !latch.tryEnter()) return;
    setOpened(false);
    action.mutate(
      { kind: 'permissions', login: user.login, permissions: checkedToPermissions(checked) },
      {
        onSuccess: () => notifySuccess("User's permissions has been successfully edited!"),
        onError: (error) => {
          notifyFailure(error);
          setOpened(true);
        },
        onSettled: latch.release,
      },
    );
  };

  const toggleExpanded = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderNode = (node: PermissionNode, depth: number) => {
    const state = checkState(node, checked);
    const isBranch = node.children.length > 0;
    const open = depth > 0 || expanded.has(node.id);
    return (
      <li key={node.id}>
        <Group gap={6} wrap="nowrap">
          {depth === 0 ? (
            <UnstyledButton
              className={classes.fold}
              aria-expanded={open}
              aria-label={`${open ? 'Collapse' : 'Expand'} ${node.label}`}
              onClick={() => toggleExpanded(node.id)}
            >
              {open ? '−' : '+'}
            </UnstyledButton>
          ) : null}
          <Checkbox
            label={node.label}
            checked={state === 'checked'}
            indeterminate={state === 'indeterminate'}
            onChange={() => setChecked((prev) => toggleNode(node, prev))}
            fw={isBranch ? 600 : undefined}
            size="sm"
          />
        </Group>
        {isBranch && open ? (
          <ul className={classes.tree} role="group" aria-label={node.label}>
            {node.children.map((child) => renderNode(child, depth + 1))}
          </ul>
        ) : null}
      </li>
    );
  };

  const element = (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title={`Permissions: ${user?.login ?? ''}`}
      size={MODAL_WIDTH}
      centered
      closeButtonProps={CLOSE_BUTTON}
    >
      <Stack gap="sm">
        <ScrollArea.Autosize mah="60vh" type="auto">
          <Box component="ul" className={classes.treeRoot} aria-label="Permissions">
            {tree.map((node) => renderNode(node, 0))}
          </Box>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpened(false)}>
            Cancel
          </Button>
          <Button onClick={save} disabled={action.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { open, element };
}

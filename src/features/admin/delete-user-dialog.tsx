import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { User } from '@/api/contract/users';
import { notifyFailure, notifySuccess } from '@/app/notify';
import { useUserAction } from './queries';
import { useSubmitLatch } from './submit-latch';
import { CLOSE_BUTTON, MODAL_WIDTH } from './user-form-dialog';
import { DELETE_CONFIRM_WORD, canConfirmDelete } from './user-forms';

/** Confirm Delete: Delete is enabled only once 'delete' is typed (SPEC.md section 5). */
export function useDeleteUserDialog() {
  const [user, setUser] = useState<User | null>(null);
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const action = useUserAction();
  const latch = useSubmitLatch();
  const open = (target: User) => {
    setUser(target);
    setTyped('');
    setOpened(true);
  };
  const confirm = () => {
    if (!user || !canConfirmDelete(typed) || !latch.tryEnter()) return;
    setOpened(false);
    action.mutate(
      { kind: 'delete', login: user.login },
      {
        onSuccess: () => notifySuccess('User has been successfully deleted!'),
        onError: (error) => {
          notifyFailure(error);
          setOpened(true);
        },
        onSettled: latch.release,
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
            Delete the user <strong>{user?.login}</strong>? This action cannot be undone.
          </Text>
          <TextInput
            label={`Type '${DELETE_CONFIRM_WORD}' to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!canConfirmDelete(typed) || action.isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
  return { open, element };
}

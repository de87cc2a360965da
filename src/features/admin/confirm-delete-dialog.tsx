import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { notifyFailure, notifySuccess } from '@/ui/notify/notify';
import { useSubmitLatch } from './submit-latch';
import { CLOSE_BUTTON, MODAL_WIDTH } from './user-form-dialog';

/** What TanStack's `mutate` takes as its second argument; the dialog passes its own. */
export interface DeleteCallbacks {
  onSuccess: () => void;
  onError: (error: Error) => void;
  onSettled: () => void;
}

export interface ConfirmDeleteOptions<T> {
  /** The question's subject: "Delete {subject}? This action cannot be undone." */
  subject: (target: T) => ReactNode;
  /** What must be typed before Delete is enabled (SPEC.md section 5). */
  phrase: (target: T) => string;
  /** Whether the typed text confirms (the model's rule, unit-tested there). */
  confirms: (typed: string, target: T) => boolean;
  /** Sends the delete. */
  send: (target: T, callbacks: DeleteCallbacks) => void;
  /** A delete is in flight. */
  pending: boolean;
  /** The success notice (SPEC.md section 8). */
  deletedNotice: string;
}

/**
 * Confirm Delete (SPEC.md section 5), for users and brands: Delete is enabled only once the
 * phrase is typed. On failure the notice shows and the dialog opens again with the text
 * kept, so a retry is one click.
 */
export function useConfirmDeleteDialog<T>({
  subject,
  phrase,
  confirms,
  send,
  pending,
  deletedNotice,
}: ConfirmDeleteOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const latch = useSubmitLatch();
  const open = (next: T) => {
    setTarget(next);
    setTyped('');
    setOpened(true);
  };
  const ready = target !== null && confirms(typed, target);
  const confirm = () => {
    if (target === null || !ready || !latch.tryEnter()) return;
    setOpened(false);
    send(target, {
      onSuccess: () => notifySuccess(deletedNotice),
      onError: (error) => {
        notifyFailure(error);
        setOpened(true);
      },
      onSettled: latch.release,
    });
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
            Delete {target === null ? null : subject(target)}? This action cannot be undone.
          </Text>
          <TextInput
            label={`Type '${target === null ? '' : phrase(target)}' to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!ready || pending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
  return { open, element };
}

import type { User } from '@/api/contract/users';
import { useConfirmDeleteDialog } from './confirm-delete-dialog';
import { useUserAction } from './queries';
import { DELETE_CONFIRM_WORD, canConfirmDelete } from './user-forms';

/** Confirm Delete for a user: Delete is enabled only once 'delete' is typed (SPEC.md section 5). */
export function useDeleteUserDialog() {
  const action = useUserAction();
  return useConfirmDeleteDialog<User>({
    subject: (user) => (
      <>
        the user <strong>{user.login}</strong>
      </>
    ),
    phrase: () => DELETE_CONFIRM_WORD,
    confirms: (typed) => canConfirmDelete(typed),
    send: (user, callbacks) => action.mutate({ kind: 'delete', login: user.login }, callbacks),
    pending: action.isPending,
    deletedNotice: 'User has been successfully deleted!',
  });
}

import {
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { ROLE, type User } from '@/api/contract/users';
import { notifyFailure, notifySuccess } from '@/ui/notify/notify';
import { useSessionUser } from '@/auth/session-context';
import { ListControl } from '@/filters/board/controls';
import { useUserAction } from './queries';
import { useSubmitLatch } from './submit-latch';
import {
  allBrandsPatch,
  brandLabel,
  brandsPatch,
  emptyUserForm,
  userFormSchema,
  userRequestValues,
  userToForm,
  type UserFormValues,
} from './user-forms';

export const MODAL_WIDTH = 570;
/** The dialogs' close button needs a name of its own (Mantine's has none). */
export const CLOSE_BUTTON = { 'aria-label': 'Close' };

const ROLE_OPTIONS = [
  { value: String(ROLE.admin), label: 'Admin' },
  { value: String(ROLE.user), label: 'User' },
];

const SUCCESS = {
  register: 'User has been successfully created!',
  edit: 'User has been successfully edited!',
} as const;

/**
 * The Registration and Edit dialogs (SPEC.md sections 2 and 5). The form lives here, not in
 * the modal body, so it outlives the modal: submitting closes the dialog, then sends; a
 * failure shows the server's text and opens the dialog again with what was typed.
 */
export function useUserFormDialog(mode: 'register' | 'edit', allBrands: readonly string[]) {
  const me = useSessionUser();
  const superAdmin = me?.isSuperAdmin ?? false;
  const [opened, setOpened] = useState(false);
  const [user, setUser] = useState<User | null>(null);
  const action = useUserAction();
  const latch = useSubmitLatch();
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: emptyUserForm(),
    validate: schemaResolver(userFormSchema, { sync: true }),
  });

  const open = (target: User | null) => {
    form.setValues(target ? userToForm(target) : emptyUserForm());
    form.resetDirty();
    form.clearErrors();
    setUser(target);
    setOpened(true);
  };

  const submit = form.onSubmit((values) => {
    if (!latch.tryEnter()) return;
    setOpened(false);
    action.mutate(
      {
        kind: mode,
        values: userRequestValues(values, { superAdmin, allBrands, editing: user ?? undefined }),
      },
      {
        onSuccess: () => {
          notifySuccess(SUCCESS[mode]);
          form.setValues(emptyUserForm());
        },
        onError: (error) => {
          notifyFailure(error);
          setOpened(true);
        },
        onSettled: latch.release,
      },
    );
  });

  const { values } = form;
  const title = mode === 'register' ? 'Registration' : `Edit ${user?.login ?? ''}`;
  const element = (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title={title}
      size={MODAL_WIDTH}
      centered
      closeButtonProps={CLOSE_BUTTON}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Username"
            withAsterisk
            readOnly={mode === 'edit'}
            autoComplete="off"
            {...form.getInputProps('login')}
          />
          <PasswordInput
            label="Password"
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm"
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('confirm')}
          />
          <TextInput label="Company" withAsterisk {...form.getInputProps('brandFullName')} />
          <ListControl
            label="Brands"
            value={values.allBrandsAccess ? [...allBrands] : values.brands}
            choices={allBrands}
            labelOf={brandLabel(allBrands)}
            maxPills={2}
            disabled={values.allBrandsAccess}
            error={form.errors.brands}
            onChange={(brands) => form.setValues(brandsPatch(brands, allBrands))}
          />
          <Checkbox
            label="All Brands"
            checked={values.allBrandsAccess}
            onChange={(event) => form.setValues(allBrandsPatch(event.currentTarget.checked, allBrands))}
          />
          {superAdmin && !(user?.isSuperAdmin ?? false) ? (
            <Select label="Role" data={ROLE_OPTIONS} allowDeselect={false} {...form.getInputProps('role')} />
          ) : null}
          {mode === 'edit' ? (
            <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={action.isPending}>
              {mode === 'register' ? 'Create' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
  return { open, element, pending: action.isPending };
}

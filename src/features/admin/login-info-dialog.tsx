import { Modal, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { User } from '@/api/contract/users';
import { CLOSE_BUTTON, MODAL_WIDTH } from './user-form-dialog';
import { sortLoginHistory } from './users-model';

/** Login Info: the user's sign-ins, latest first (SPEC.md section 2). */
export function useLoginInfoDialog() {
  const [user, setUser] = useState<User | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (target: User) => {
    setUser(target);
    setOpened(true);
  };
  const history = user ? sortLoginHistory(user.loginInfo) : [];
  const element = (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title={`Login Info: ${user?.login ?? ''}`}
      size={MODAL_WIDTH}
      centered
      closeButtonProps={CLOSE_BUTTON}
    >
      {history.length === 0 ? (
        <Text c="dimmed" size="sm">
          This user has not signed in yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={500} type="native">
          <Table striped verticalSpacing="xs">
            <VisuallyHidden component="caption">Login history of {user?.login}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Time</Table.Th>
                <Table.Th scope="col">IP address</Table.Th>
                <Table.Th scope="col">Location</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((entry, i) => (
                <Table.Tr key={`${entry.lastLoginDate}-${entry.lastLoginTime}-${i}`}>
                  <Table.Td>{entry.lastLoginDate}</Table.Td>
                  <Table.Td>{entry.lastLoginTime}</Table.Td>
                  <Table.Td>{entry.ipAddress}</Table.Td>
                  <Table.Td>{entry.lastLoginLocation}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
  return { open, element };
}

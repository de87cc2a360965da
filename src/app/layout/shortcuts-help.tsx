import { Kbd, Modal, Table } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isDialogOpen, SHORTCUTS, shortcutFor } from '@/filters/keyboard-shortcuts';

/**
 * '?' opens the list of keyboard shortcuts. In the shell so it works on every
 * page; the filter keys themselves are handled by `useSectionFilter`.
 */
export function ShortcutsHelp() {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (shortcutFor(event, isDialogOpen(document)) !== 'help') return;
      event.preventDefault();
      setOpened(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title="Keyboard shortcuts"
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Key</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map((shortcut) => (
            <Table.Tr key={shortcut.key}>
              <Table.Td>
                <Kbd>{shortcut.key}</Kbd>
              </Table.Td>
              <Table.Td>{shortcut.description}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}

import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { canSendEmail } from './email-report';

export interface EmailReportDialogProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  /** Called after the dialog has closed (SPEC.md section 4: it closes on submit, then acts). */
  onSubmit: (email: string) => void;
}

/**
 * The e-mail report dialog (SPEC.md section 2): 570 wide, centred, no footer; one e-mail
 * field and Send, enabled once the text has an at sign (section 5).
 */
export function EmailReportDialog({ title, opened, onClose, onSubmit }: EmailReportDialogProps) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSendEmail(email)) return;
    const value = email.trim();
    onClose();
    setEmail('');
    onSubmit(value);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={570}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Text size="sm" mb="sm">
          Please provide an email address to get notified when your download is ready
        </Text>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            style={{ flex: 1 }}
            data-autofocus
          />
          <Button type="submit" disabled={!canSendEmail(email)}>
            Send
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

import { Alert, Button, Center, Stack } from '@mantine/core';

interface SessionCheckFailedProps {
  message: string;
  onRetry: () => void;
}

/**
 * The stored token could not be checked (no answer, or not one the contract knows). Only a
 * 401 signs a user out, so this keeps the token and offers the check again.
 */
export function SessionCheckFailed({ message, onRetry }: SessionCheckFailedProps) {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" maw={420}>
        <Alert color="red" title="Your session could not be checked" w="100%">
          {message}
        </Alert>
        <Button onClick={onRetry}>Retry</Button>
      </Stack>
    </Center>
  );
}

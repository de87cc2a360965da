import { Alert, Button, Center, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

interface SessionCheckFailedProps {
  failure: { message: string; retryAt: number };
  retry: () => void;
  signOut: () => void;
}

/** Whole seconds until `at`, never below 0. */
export const secondsUntil = (at: number, now: number): number => Math.max(0, Math.ceil((at - now) / 1000));

/**
 * The stored token could not be checked (no answer, or not one the contract knows). Only a
 * 401 or 403 signs a user out, so this keeps the token, checks again by itself with a
 * growing delay, and offers the check now or a way out to the login page.
 */
export function SessionCheckFailed({ failure, retry, signOut }: SessionCheckFailedProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = secondsUntil(failure.retryAt, now);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" maw={420}>
        <Alert color="red" title="Your session could not be checked" w="100%">
          {failure.message}
        </Alert>
        <Text size="sm" c="dimmed">
          {seconds > 0 ? `Trying again in ${seconds} s.` : 'Trying again…'}
        </Text>
        <Group>
          <Button onClick={retry}>Retry</Button>
          <Button variant="default" onClick={signOut}>
            Sign out
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

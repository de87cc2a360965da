import {
  Alert,
  Button,
  Center,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { COMPANY_NAME, IS_DEMO } from '@/lib/config';
import { LogoMark } from '@/app/layout/logo';
import { isApiError } from '@/api/errors';
import { postLoginTarget } from '@/auth/guards';
import { useSessionActions } from '@/auth/session-context';

const loginRoute = getRouteApi('/login');

export const LOGIN_FAILED = 'Invalid username or password';

/** Refused credentials are the user's to fix; anything else (server down) is said as it is. */
const REFUSED = new Set([400, 401, 403]);
const failureText = (error: unknown): string =>
  isApiError(error) && !(error.status !== null && REFUSED.has(error.status)) ? error.message : LOGIN_FAILED;

/**
 * SPEC.md section 2, Login: no client-side validation; a failure shows 'Invalid username
 * or password' and keeps what was typed. After sign-in the user goes back to the URL they
 * first asked for when permitted (docs/decisions.md behaviour 4), else the first permitted section.
 */
export function LoginPage() {
  useDocumentTitle(`Login · ${COMPANY_NAME}`);
  const { redirect } = loginRoute.useSearch();
  const router = useRouter();
  const { login } = useSessionActions();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: (credentials: { username: string; password: string }) =>
      login(credentials.username, credentials.password),
    onSuccess: (user) =>
      router.navigate({ href: postLoginTarget(redirect, user.permissions), replace: true }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signIn.mutate({ username, password });
  };

  return (
    <Center
      mih="100vh"
      p="md"
      component="main"
      style={{ flexDirection: 'column', gap: 'var(--mantine-spacing-lg)' }}
    >
      <Group gap="xs">
        <LogoMark size={32} />
        <Text fw={700} size="lg">
          {COMPANY_NAME}
        </Text>
      </Group>
      <Paper component="form" onSubmit={submit} withBorder shadow="sm" p="xl" w={380} maw="100%" noValidate>
        <Stack>
          <Title order={1} size="h2">
            Login
          </Title>
          {signIn.isError && (
            <Alert color="red" variant="light" role="alert">
              {failureText(signIn.error)}
            </Alert>
          )}
          <TextInput
            label="Username"
            name="login"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          {/* The theme's default blue-6 gives white text 3.5:1; blue-8 meets WCAG AA (4.5:1). */}
          <Button type="submit" color="blue.8" loading={signIn.isPending}>
            Sign in
          </Button>
          {IS_DEMO && (
            // 'dimmed' is AA in both colour schemes (theme.ts); a fixed gray.7 is 2.0:1 on dark.
            <Text size="xs" c="dimmed">
              Demo: sign in as superadmin, admin or manager, password demo.
            </Text>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

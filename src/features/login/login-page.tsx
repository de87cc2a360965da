import { Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';

export function LoginPage() {
  return (
    <Center mih="100vh" p="md">
      <Paper component="form" withBorder shadow="sm" p="xl" w={380} maw="100%">
        <Stack>
          <Title order={1} size="h2">
            Login
          </Title>
          <TextInput label="Username" name="login" autoComplete="username" />
          <PasswordInput label="Password" name="password" autoComplete="current-password" />
          <Button type="submit">Sign in</Button>
        </Stack>
      </Paper>
    </Center>
  );
}

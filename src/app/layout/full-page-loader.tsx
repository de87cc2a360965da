import { Center, Loader } from '@mantine/core';

/** Covers the app only while the session is being established (docs/decisions.md, Loading). */
export function FullPageLoader() {
  return (
    <Center mih="100vh" role="status" aria-label="Loading session">
      <Loader />
    </Center>
  );
}

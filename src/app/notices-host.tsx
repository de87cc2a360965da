import { Notifications } from '@mantine/notifications';

/**
 * Where the app's notices appear (src/app/notify.ts shows them). A module of its own so the
 * app can load it as a chunk after its first render (see App).
 */
export function NoticesHost() {
  return <Notifications position="top-right" limit={4} />;
}

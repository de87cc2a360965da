import { Text } from '@mantine/core';
import { PageFrame } from '@/ui/page/page-frame';

export function NoAccessPage() {
  return (
    <PageFrame title="No access">
      <Text>Your account has no sections to show yet. Ask an administrator to grant you access.</Text>
    </PageFrame>
  );
}

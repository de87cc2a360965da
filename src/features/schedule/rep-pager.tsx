import { Group, Text } from '@mantine/core';
import { ServerPager } from '@/ui/table/server-pager';
import { clampRepPage, repPageCount, repRangeText } from './view-state';

/**
 * Under a table paged by representative (the ASM calendar, the status tables): which
 * representatives are on screen and the way to the others.
 */
export function RepPager({
  label,
  page,
  shown,
  total,
  onPage,
}: {
  /** The pager's landmark name ('ASM Schedule pages'). */
  label: string;
  page: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return (
    <Group justify="space-between" gap="xs" mt="sm">
      <Text size="sm" c="dimmed" data-rep-range>
        {repRangeText(page, shown, total)} representatives
      </Text>
      <ServerPager
        label={label}
        pages={repPageCount(total)}
        page={clampRepPage(page, total)}
        onChange={onPage}
        centered={false}
      />
    </Group>
  );
}

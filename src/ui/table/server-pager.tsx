import { Group, Pagination, Text } from '@mantine/core';
import { clampPageOf, pageCountOf, rangeTextOf } from './server-paging';

/**
 * The pager under a server-paged list: nothing for a single page, else a navigation landmark
 * named `label` ('Account list pages') whose buttons read 'Page 3', 'next page'.
 */
export function ServerPager({
  label,
  pages,
  page,
  onChange,
  centered = true,
}: {
  label: string;
  pages: number;
  /** The page shown (already clamped to `pages` by the caller's paging rule). */
  page: number;
  onChange: (page: number) => void;
  /** False where the pager sits beside other content in a row of its own. */
  centered?: boolean;
}) {
  if (pages <= 1) return null;
  return (
    <Group justify={centered ? 'center' : undefined} component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        size="sm"
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Group>
  );
}

/**
 * A server-paged table's footer: which rows are on screen ('Showing 11-20 of 24
 * representatives', marked with the `rangeMarker` attribute for tests and e2e) beside the
 * pager, from the page asked for (clamped to the last), the page size and the answer's total.
 */
export function RangedPager({
  label,
  rows,
  rangeMarker,
  page,
  size,
  shown,
  total,
  onChange,
}: {
  /** The pager's landmark name ('Account Metrics pages'). */
  label: string;
  /** What a row is, plural ('representatives'). */
  rows: string;
  rangeMarker: `data-${string}`;
  page: number;
  size: number;
  /** Rows of the page on screen. */
  shown: number;
  total: number;
  onChange: (page: number) => void;
}) {
  return (
    <Group justify="space-between" gap="xs" mt="sm">
      <Text size="sm" c="dimmed" {...{ [rangeMarker]: true }}>
        {rangeTextOf(page, size, shown, total)} {rows}
      </Text>
      <ServerPager
        label={label}
        pages={pageCountOf(total, size)}
        page={clampPageOf(page, total, size)}
        onChange={onChange}
        centered={false}
      />
    </Group>
  );
}

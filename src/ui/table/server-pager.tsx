import { Group, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { clampPageOf, pageCountOf, rangeTextOf } from './server-paging';

const NARROW = '(max-width: 480px)';

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
  // On a phone the pager keeps one row: the pages beside the current one give way to the
  // dots first, so 'next page' never wraps onto a line of its own. Read at the first render,
  // so the pager does not change its width after it is drawn.
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  if (pages <= 1) return null;
  return (
    <Group justify={centered ? 'center' : undefined} component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        size="sm"
        siblings={narrow ? 0 : 1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Group>
  );
}

/**
 * The footer of a server-paged table of `size` rows a page: which rows are on screen
 * ('Showing 11-20 of 240 representatives', `data-pager-range`) and the pager to the others.
 * A link past the last page shows the last page's number.
 */
export function PagerRow({
  label,
  page,
  size,
  shown,
  total,
  noun,
  onChange,
}: {
  label: string;
  /** 1-based, as the URL asks. */
  page: number;
  size: number;
  /** Rows on screen. */
  shown: number;
  total: number;
  /** What the rows are ('representatives'). */
  noun: string;
  onChange: (page: number) => void;
}) {
  return (
    <Group justify="space-between" gap="xs" mt="sm">
      <Text size="sm" c="dimmed" data-pager-range>
        {`${rangeTextOf(page, size, shown, total)} ${noun}`}
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

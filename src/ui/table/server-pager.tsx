import { Group, Pagination } from '@mantine/core';

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

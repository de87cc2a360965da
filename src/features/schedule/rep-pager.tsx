import { SCHEDULE_LIST_PAGE_SIZE } from '@/api/contract/schedule';
import { PagerRow } from '@/ui/table/server-pager';

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
    <PagerRow
      label={label}
      page={page}
      size={SCHEDULE_LIST_PAGE_SIZE}
      shown={shown}
      total={total}
      noun="representatives"
      onChange={onPage}
    />
  );
}

import { SCHEDULE_LIST_PAGE_SIZE } from '@/api/contract/schedule';
import { RangedPager } from '@/ui/table/server-pager';

/**
 * Under a table paged by representative (the ASM calendar, the status tables): which
 * representatives are on screen and the way to the others.
 */
export function RepPager(props: {
  /** The pager's landmark name ('ASM Schedule pages'). */
  label: string;
  page: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { onPage, ...rest } = props;
  return (
    <RangedPager
      {...rest}
      rows="representatives"
      rangeMarker="data-rep-range"
      size={SCHEDULE_LIST_PAGE_SIZE}
      onChange={onPage}
    />
  );
}

import { EFFORTS_REPS_PAGE_SIZE } from '@/api/contract/time-efforts';
import { DEFAULT_SCHEDULE_LIST_VIEW, pageOfNames } from './schedule-list-page';

/**
 * The Time & Efforts representative tables' paging rules, pure: which representatives a
 * page of the weekly and monthly hours tables holds, and which ASM's UDS table an answer
 * shows. A national brand has hundreds of representatives, each row a hundred weeks and
 * more: the answer carries one page of rows, the screen a pager.
 */

/** The page's names in name order (A-Z, en-US), and how many there are in all; past the end, none. */
export const pageOfReps = (
  names: readonly string[],
  page: number,
  size = EFFORTS_REPS_PAGE_SIZE,
): { total: number; names: string[] } => pageOfNames(names, { ...DEFAULT_SCHEDULE_LIST_VIEW, page }, size);

/**
 * The ASM whose UDS table an answer shows: the asked one, or the first when none is asked
 * (null when the filter holds no ASM); undefined when the asked one is not among `asms`.
 */
export const chooseAsm = (asms: readonly string[], asked: string | undefined): string | null | undefined => {
  if (asked === undefined || asked === '') return asms[0] ?? null;
  return asms.includes(asked) ? asked : undefined;
};

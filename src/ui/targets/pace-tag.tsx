import type { PaceStatus } from '@/lib/pace';
import classes from './pace.module.css';
import { CELL_PACE_WORDS } from './table-pacing';

const CELL_CLASS: Record<PaceStatus, string | undefined> = {
  onPace: classes.cellOnPace,
  behind: classes.cellBehind,
  farBehind: classes.cellFarBehind,
};

/** The class that tints a table cell by its pace (none without one). */
export const paceCellClass = (status: PaceStatus | null): string | undefined =>
  status ? CELL_CLASS[status] : undefined;

/** The word beside a cell's value: 'on pace', 'behind', 'far behind', in the status colour. */
export function PaceTag({ status }: { status: PaceStatus | null }) {
  if (!status) return null;
  return (
    <span className={`${classes.tag} ${classes[status]}`} data-pace={status}>
      {CELL_PACE_WORDS[status]}
    </span>
  );
}

import classes from './far-columns.module.css';

/**
 * Columns left out of a wide table's build (far from its scroller's window, see
 * near-columns.ts): one empty cell holding their room, hidden from screen readers, which
 * learn where the built columns sit from their `aria-colindex`.
 */
export function FarColumns({ span, header }: { span: number; header?: boolean }) {
  if (span <= 0) return null;
  const Cell = header ? 'th' : 'td';
  return <Cell colSpan={span} aria-hidden className={classes.far} />;
}

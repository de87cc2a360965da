/**
 * Wide tables (a column per day, week or month of a long range) build only the columns near
 * their sideways scroller's window; the others are one empty cell per side holding their
 * room (`FarColumns`). A year of days or two years of weeks by the representatives is tens
 * of thousands of cells otherwise, built in one task and kept in the DOM.
 */

/** The columns built: first and last index, both included (`to < from`: none). */
export interface ColumnRange {
  from: number;
  to: number;
}

/** Where a table's repeated columns sit in its scroller. */
export interface ColumnGeometry {
  /** Width of what comes before the first repeated column (the sticky name column, ...). */
  leadWidth: number;
  /** Width of one repeated column (or group of cells moving together). */
  columnWidth: number;
  count: number;
  /** Columns built beyond each side of the window, and the unit the range moves in. */
  step: number;
}

/**
 * The columns on screen plus `step` either side, widened to whole steps, so scrolling
 * rebuilds once per step of columns, not per pixel.
 */
export const nearColumns = ({
  scrollLeft,
  viewWidth,
  leadWidth,
  columnWidth,
  count,
  step,
}: ColumnGeometry & { scrollLeft: number; viewWidth: number }): ColumnRange => {
  if (count <= 0) return { from: 0, to: -1 };
  const width = Math.max(1, columnWidth);
  const scrolled = Math.max(0, scrollLeft);
  // The sticky lead covers the window's left part: columns show in the rest of it.
  const first = Math.floor(scrolled / width);
  const last = Math.floor((scrolled + Math.max(viewWidth - leadWidth, width) - 1) / width);
  const from = Math.floor(Math.max(0, first - step) / step) * step;
  const to = Math.ceil((last + step + 1) / step) * step - 1;
  return { from: Math.min(from, count - 1), to: Math.min(to, count - 1) };
};

/** A table's columns cut at a range: those built, and those left out on each side. */
export const splitColumns = <T>(
  columns: readonly T[],
  range: ColumnRange,
): { before: readonly T[]; near: readonly T[]; after: readonly T[] } => ({
  before: columns.slice(0, range.from),
  near: columns.slice(range.from, range.to + 1),
  after: columns.slice(range.to + 1),
});

import { DefaultZIndexes, useXAxisScale, useYAxisScale, ZIndexLayer } from 'recharts';
import type { ChartRow } from './types';

/** Each bar's target (null: none) and the line's label. */
export interface BarTargetLine {
  values: readonly (number | null)[];
  label: string;
}

const STROKE = 'var(--mantine-color-text)';

/** Where each bar's stretch of the line runs: its band widened to meet its neighbours'. */
export function segmentsOf(
  centres: readonly (number | undefined)[],
  values: readonly (number | null)[],
  y: (value: number) => number | undefined,
): { x1: number; x2: number; y: number }[] {
  const known = centres.filter((c): c is number => c !== undefined);
  const step = known.length > 1 ? Math.abs((known[1] ?? 0) - (known[0] ?? 0)) : 40;
  const out: { x1: number; x2: number; y: number }[] = [];
  values.forEach((value, i) => {
    const centre = centres[i];
    const py = value === null ? undefined : y(value);
    if (centre === undefined || py === undefined) return;
    out.push({ x1: centre - step / 2, x2: centre + step / 2, y: py });
  });
  return out;
}

/**
 * The target as a dashed line across the bars, each bar's stretch at its own target, so a
 * period across months steps from one month's target to the next; equal neighbours join
 * into one line. Drawn inside the chart from its own scales (recharts' axis hooks), in
 * front of the bars as a reference line is, its label haloed so it reads over a bar.
 */
export function BarTargets({
  line,
  rows,
  xKey,
}: {
  line: BarTargetLine;
  rows: readonly ChartRow[];
  xKey: string;
}) {
  const x = useXAxisScale();
  const y = useYAxisScale();
  if (!x || !y) return null;
  const centres = rows.map((row) => x(row[xKey], { position: 'middle' }));
  const segments = segmentsOf(centres, line.values, (v) => y(v));
  const last = segments.at(-1);
  if (!last) return null;
  return (
    <ZIndexLayer zIndex={DefaultZIndexes.line}>
      <g className="target-line" data-target-line>
        {segments.map((s, i) => (
          <line
            key={i}
            x1={s.x1}
            x2={s.x2}
            y1={s.y}
            y2={s.y}
            stroke={STROKE}
            strokeWidth={2}
            strokeDasharray="6 4"
          />
        ))}
        <text
          x={last.x2 - 4}
          y={last.y - 6}
          textAnchor="end"
          fill={STROKE}
          stroke="var(--mantine-color-body)"
          strokeWidth={3}
          paintOrder="stroke"
          fontSize={12}
        >
          {line.label}
        </text>
      </g>
    </ZIndexLayer>
  );
}

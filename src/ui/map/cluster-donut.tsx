import { memo } from 'react';
import classes from './account-map.module.css';

export interface ClusterDonutProps {
  /** Pins per status, in legend order, with their colours. */
  segments: readonly { color: string; count: number }[];
  total: number;
  diameter: number;
}

const RING = 6;

/**
 * A cluster drawn as a ring split by status share with the pin count inside, so a
 * zoomed-out map still shows where each status is. DOM (not GL text), because an
 * offline style has no glyphs; there are only as many as clusters in view.
 */
export const ClusterDonut = memo(function ClusterDonut({ segments, total, diameter }: ClusterDonutProps) {
  const radius = (diameter - RING) / 2;
  const circumference = 2 * Math.PI * radius;
  let offset = 0;
  const label = total >= 1000 ? `${(total / 1000).toFixed(1)}k` : String(total);
  return (
    <svg
      width={diameter}
      height={diameter}
      viewBox={`0 0 ${diameter} ${diameter}`}
      className={classes.cluster}
      aria-hidden
    >
      <circle cx={diameter / 2} cy={diameter / 2} r={diameter / 2} fill="#FFFFFF" />
      <g transform={`rotate(-90 ${diameter / 2} ${diameter / 2})`}>
        {segments.map((segment, i) => {
          if (segment.count <= 0 || total <= 0) return null;
          const length = (segment.count / total) * circumference;
          const arc = (
            <circle
              key={i}
              cx={diameter / 2}
              cy={diameter / 2}
              r={radius}
              fill="none"
              stroke={segment.color}
              strokeWidth={RING}
              strokeDasharray={`${length} ${circumference - length}`}
              strokeDashoffset={-offset}
            />
          );
          offset += length;
          return arc;
        })}
      </g>
      <text
        x="50%"
        y="50%"
        textAnchor="middle"
        dominantBaseline="central"
        className={classes.clusterCount}
        fontSize={diameter >= 46 ? 13 : 12}
      >
        {label}
      </text>
    </svg>
  );
});

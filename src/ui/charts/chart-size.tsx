import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/**
 * Gives a recharts chart its size: a fixed width when asked (tests; jsdom cannot measure),
 * else the container's width at the given height.
 */
export function ChartSize({
  width,
  height,
  children,
}: {
  width: number | undefined;
  height: number;
  children: ReactElement<{ width?: number; height?: number }>;
}) {
  if (width !== undefined) return cloneElement(children, { width, height });
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 600, height }}>
      {children}
    </ResponsiveContainer>
  );
}

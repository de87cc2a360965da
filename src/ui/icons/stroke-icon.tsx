import type { ReactNode } from 'react';

/**
 * The frame of the app's small line icons (24-unit grid, current colour, round ends).
 * Decorative: the control holding one carries the name.
 */
export function StrokeIcon({ size = 18, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {children}
    </svg>
  );
}

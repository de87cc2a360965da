import { useReducedMotion } from '@mantine/hooks';
import { shouldAnimate } from './axis';

/**
 * Whether a chart animates: an explicit `animate` prop wins; otherwise never for people
 * who ask the system for reduced motion (and Playwright runs emulating it), and only for
 * small data otherwise.
 */
export function useChartAnimation(explicit: boolean | undefined, points: number, series: number): boolean {
  const reduceMotion = useReducedMotion();
  if (explicit !== undefined) return explicit;
  return !reduceMotion && shouldAnimate(points, series);
}

import { Button } from '@mantine/core';
import type { RequestParams } from '@/api/contract/request-params';
import type { ReadySectionFilter } from '@/filters/section-filter';
import { canShift, shiftWeeks } from './schedule-model';

/**
 * Prev Week / Next Week: both dates move 7 days and apply at once (a history entry, so
 * Back returns to the week before). Hover or focus warms that week's queries, so the
 * click is usually served from cache. A move that would leave the selectable dates is
 * disabled rather than clipped.
 */
export function WeekNav({
  filter,
  onPrefetch,
}: {
  filter: ReadySectionFilter<'schedule'>;
  onPrefetch: (params: RequestParams) => void;
}) {
  const limits = filter.dateLimits(undefined);
  const button = (weeks: -1 | 1, label: string) => {
    const next = shiftWeeks(filter.applied, weeks);
    const warm = () => onPrefetch(filter.paramsFor(next));
    return (
      <Button
        variant="default"
        disabled={!canShift(filter.applied, weeks, limits)}
        onClick={() => filter.apply(next)}
        onPointerEnter={warm}
        onFocus={warm}
      >
        {label}
      </Button>
    );
  };
  return (
    <>
      {button(-1, 'Prev Week')}
      {button(1, 'Next Week')}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import { today } from '@/lib/dates';
import type { SummaryItem } from '@/ui/cards/summary-cards';
import { paceItems, type CardTargets } from './card-pacing';
import { targetScopeOf } from './target-scope';
import { metricTargetsQuery } from './targets-query';

/**
 * Paces a summary's cards against the applied brand's monthly targets (the filtered
 * representatives' own where the filter names them). While the targets
 * load (or when they fail) the cards come back as they are: no pace line rather than a
 * wrong one.
 */
export function useCardPacing(
  params: RequestParams,
  cards: CardTargets,
): (items: readonly SummaryItem[]) => SummaryItem[] {
  const brand = params.brand ?? '';
  const { data: targets } = useQuery(metricTargetsQuery(brand));
  const { dateStart, dateEnd, representatives } = params;
  return useCallback(
    (items) =>
      targets && dateStart && dateEnd
        ? paceItems(
            items,
            targets,
            { startDate: dateStart, endDate: dateEnd },
            today(),
            cards,
            targetScopeOf({ representatives }),
          )
        : [...items],
    [targets, dateStart, dateEnd, representatives, cards],
  );
}

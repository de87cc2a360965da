import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { alertMetricId, type AlertSection } from '@/api/contract/alerts';
import type { SummaryItem } from '@/ui/cards/summary-cards';
import { lazyComponent } from '@/ui/lazy/lazy-component';

// The form's code (and its Mantine inputs) loads on the first click: no page's first load carries it.
const AlertRuleForm = lazyComponent(() => import('./alert-rule-form').then((m) => m.AlertRuleForm));

/**
 * "Alert me" on a summary card: a new rule for the card's metric, scoped to the page's
 * URL as it is now (its filter), checked daily, told in the bell.
 */
export function AlertMeButton({ section, item }: { section: AlertSection; item: SummaryItem }) {
  // The page's address when the button is pressed: the router writes every filter change there.
  const [scope, setScope] = useState<string | null>(null);
  const metric = alertMetricId(section, item.key ?? item.label);
  if (!metric) return null;
  return (
    <>
      <Button
        variant="subtle"
        size="compact-xs"
        px={4}
        aria-label={`Alert me about ${item.label}`}
        onClick={() => setScope(`${window.location.pathname}${window.location.search}`)}
        data-alert-me={metric}
      >
        Alert me
      </Button>
      {scope !== null ? (
        <AlertRuleForm
          initial={{
            Metric: metric,
            Operator: 'above',
            Threshold: typeof item.value === 'number' ? Math.round(item.value) : 0,
            Scope: scope,
            Frequency: 'daily',
            Recipients: [],
            Paused: false,
          }}
          onClose={() => setScope(null)}
        />
      ) : null}
    </>
  );
}

/** The summary cards' action for a section: each card gets its "Alert me". */
export const alertMeAction =
  (section: AlertSection) =>
  (item: SummaryItem): ReactNode => <AlertMeButton section={section} item={item} />;

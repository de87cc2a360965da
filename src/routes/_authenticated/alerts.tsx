import { createFileRoute } from '@tanstack/react-router';
import { requireAlertRules } from '@/auth/route-guards';
import { AlertsPage } from '@/features/alerts/alerts-page';
import { alertRulesQuery } from '@/ui/alerts/alert-queries';

/** The user's alert rules: paused, edited, checked and deleted here. */
export const Route = createFileRoute('/_authenticated/alerts')({
  beforeLoad: ({ context }) => requireAlertRules(context.session),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(alertRulesQuery());
  },
  component: AlertsPage,
});

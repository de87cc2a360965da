import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import {
  alertRulesList,
  checkAlertRule,
  createAlertRule,
  deleteAlertRule,
  firedAlertsList,
  markFiredAlertsRead,
  updateAlertRule,
  type AlertRuleInput,
  type AlertRules,
  type FiredAlerts,
} from '@/api/contract/alerts';

/**
 * The alert rules and the fired alerts of the signed-in user. Not filter data: their keys
 * are not API paths, so the persisted cache leaves them out; a rule change writes the
 * returned list into the cache, and may fire an alert, so the bell asks again.
 */
export const ALERTS_KEY = ['alerts'] as const;

export const alertRulesQuery = () =>
  queryOptions({
    queryKey: [...ALERTS_KEY, 'rules'] as const,
    queryFn: ({ signal }) => fetchJson(alertRulesList, {}, { signal }),
  });

/** Asked when the app loads: the browser demo checks the rules that are due then. */
export const firedAlertsQuery = () =>
  queryOptions({
    queryKey: [...ALERTS_KEY, 'fired'] as const,
    queryFn: ({ signal }) => fetchJson(firedAlertsList, {}, { signal }),
  });

export type RuleChange =
  | { kind: 'create'; input: AlertRuleInput }
  | { kind: 'update'; id: number; input: AlertRuleInput }
  | { kind: 'delete'; id: number }
  | { kind: 'check'; id: number };

const sendChange = (change: RuleChange): Promise<AlertRules> => {
  switch (change.kind) {
    case 'create':
      return fetchJson(createAlertRule, {}, { values: { ...change.input } });
    case 'update':
      return fetchJson(updateAlertRule, {}, { values: { ...change.input, Id: change.id } });
    case 'delete':
      return fetchJson(deleteAlertRule, {}, { values: { Id: change.id } });
    case 'check':
      return fetchJson(checkAlertRule, {}, { values: { Id: change.id } });
  }
};

export function useRuleChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSuccess: async (rules) => {
      queryClient.setQueryData(alertRulesQuery().queryKey, rules);
      await queryClient.invalidateQueries({ queryKey: firedAlertsQuery().queryKey });
    },
  });
}

/** Marks one fired alert (or, without an id, all) read. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number): Promise<FiredAlerts> =>
      fetchJson(markFiredAlertsRead, {}, { values: id === undefined ? {} : { Id: id } }),
    onSuccess: (fired) => queryClient.setQueryData(firedAlertsQuery().queryKey, fired),
  });
}

/** A 400's field: the demo API's message starts with it ("Recipients: ..."). */
export function fieldOfError(message: string): { field: string; text: string } | null {
  const match = /^([A-Z]\w*): (.+)$/s.exec(message);
  return match ? { field: match[1] as string, text: match[2] as string } : null;
}

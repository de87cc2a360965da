import { Anchor } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { permissionLabel } from '@/api/contract/permissions';
import { useCan } from '@/auth/session-context';

const route = getRouteApi('/_authenticated/accounts');

/** The way from Accounts to its "Needs attention" view, with the same filter; only with its key. */
export function AttentionEntry() {
  const allowed = useCan('accounts', 'attention');
  const { account: _pin, ...filter } = route.useSearch();
  if (!allowed) return null;
  return (
    <Anchor
      component={Link}
      to="/accounts/attention"
      search={filter as never}
      size="sm"
      w="fit-content"
      // The catalogue key it is shown for, as panels and downloads carry theirs (e2e/roles.spec.ts).
      data-permission="accounts.attention"
    >
      {permissionLabel('accounts', 'attention')}
    </Anchor>
  );
}

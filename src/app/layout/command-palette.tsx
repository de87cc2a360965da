import '@mantine/spotlight/styles.css';
import { Spotlight, createSpotlight } from '@mantine/spotlight';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { accountsMap } from '@/api/contract/accounts';
import { accountPageSearch } from '@/ui/links/account-link';
import { can, sectionLabel } from '@/api/contract/permissions';
import { permittedSections, SECTION_PATHS } from '@/auth/guards';
import { usePermissions } from '@/auth/session-context';
import { filterQuery } from '@/filters/filter-query';
import { filterOptionsQuery } from '@/filters/options-query';
import { hasPeriodTarget, requestPeriod } from '@/filters/period-request';
import { PERIOD_SHORTCUTS } from '@/filters/period-shortcuts';
import { parseFilter } from '@/filters/schemas';
import { buildSectionFilter } from '@/filters/section-filter';
import { ACCOUNT_QUERY_MIN, matchAccounts, matchEntries, normaliseQuery } from './palette-model';

const [store, palette] = createSpotlight();

const accountsMapQuery = filterQuery(accountsMap);

/**
 * The find-anything palette (Mantine Spotlight): a section the user may see, a
 * period shortcut of the page on screen, or an account by any part of its name. Loaded
 * on first use (Ctrl/Cmd+K or the header button), so no route pays for it up front.
 *
 * Accounts come from the Accounts map endpoint under the CURRENT URL's filter read as an
 * Accounts filter (brand, lists the page shares): on the Accounts page that is the map's
 * own cached query; elsewhere the accounts of the same brand and filters. Choosing one
 * opens the account's page for that brand and period.
 */
export function CommandPalette({ openRequest }: { openRequest: number }) {
  useEffect(() => {
    if (openRequest > 0) palette.open();
  }, [openRequest]);
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState(false);
  const permissions = usePermissions();
  const navigate = useNavigate();
  const urlFilter = useSearch({
    strict: false,
    select: (search) => parseFilter('accounts', search),
    structuralSharing: true,
  });
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  const sections = useMemo(
    () =>
      permittedSections(permissions).map((id) => ({
        id,
        label: sectionLabel(id),
        to: SECTION_PATHS[id],
      })),
    [permissions],
  );
  const canFindAccounts = sections.some((s) => s.id === 'accounts') && can(permissions, 'accounts', 'map');
  const wantsAccounts = canFindAccounts && opened && normaliseQuery(query).length >= ACCOUNT_QUERY_MIN;
  const options = useQuery({ ...filterOptionsQuery('accounts'), enabled: wantsAccounts });
  const accountsFilter = useMemo(() => {
    if (!options.data) return null;
    const filter = buildSectionFilter({
      section: 'accounts',
      urlFilter,
      options: options.data,
    });
    return { params: filter.params };
  }, [options.data, urlFilter]);
  const pins = useQuery({
    ...accountsMapQuery(accountsFilter?.params ?? {}),
    enabled: wantsAccounts && accountsFilter !== null,
  });

  const sectionHits = matchEntries(sections, query);
  const periodHits = hasPeriodTarget() ? matchEntries(PERIOD_SHORTCUTS, query) : [];
  const accountHits = pins.data ? matchAccounts(pins.data.accounts, query) : [];
  const searching = wantsAccounts && (pins.isFetching || options.isFetching) && accountHits.length === 0;

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      onSpotlightOpen={() => setOpened(true)}
      onSpotlightClose={() => setOpened(false)}
      scrollable
      maxHeight={440}
    >
      <Spotlight.Search
        placeholder="Find a section, a period or an account…"
        aria-label="Find a section, a period or an account"
      />
      <Spotlight.ActionsList aria-label="Results">
        {sectionHits.length > 0 ? (
          <Spotlight.ActionsGroup label="Sections">
            {sectionHits.map((section) => (
              <Spotlight.Action
                key={section.id}
                label={section.label}
                description={pathname === section.to ? 'This page' : undefined}
                onClick={() => void navigate({ to: section.to })}
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {periodHits.length > 0 ? (
          <Spotlight.ActionsGroup label="Period">
            {periodHits.map((period) => (
              <Spotlight.Action
                key={period.id}
                label={period.label}
                onClick={() => requestPeriod(period.id)}
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {accountHits.length > 0 && accountsFilter ? (
          <Spotlight.ActionsGroup label="Accounts" data-palette-group="accounts">
            {accountHits.map((account) => (
              <Spotlight.Action
                key={account.id}
                label={account.name}
                data-account-name={account.name}
                description={account.address}
                onClick={() =>
                  void navigate({
                    to: '/accounts/$accountId',
                    params: { accountId: String(account.id) },
                    search: accountPageSearch(accountsFilter.params) as never,
                  })
                }
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {searching ? <Spotlight.Empty>Searching accounts…</Spotlight.Empty> : null}
        {!searching && sectionHits.length + periodHits.length + accountHits.length === 0 ? (
          <Spotlight.Empty>Nothing found</Spotlight.Empty>
        ) : null}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

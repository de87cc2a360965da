import { Group, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { can, permissionLabel, sectionLabel, type Permissions } from '@/api/contract/permissions';
import { SECTION_PATHS, permittedSections } from '@/auth/guards';
import { usePermissions } from '@/auth/session-context';
import classes from './layout.module.css';

/**
 * Views inside a section that the header links to as well, each shown with its catalogue
 * key, after the section links.
 */
const VIEW_LINKS = [
  {
    id: 'attention',
    to: '/accounts/attention',
    label: permissionLabel('accounts', 'attention'),
    allowed: (p: Permissions | null) => can(p, 'accounts', 'attention'),
  },
] as const;

/** One link per permitted section, in catalogue order (SPEC.md section 2). */
function useNavItems() {
  const permissions = usePermissions();
  return permittedSections(permissions).map((id) => ({ id, to: SECTION_PATHS[id], label: sectionLabel(id) }));
}

/** The permitted views, in a navigation of their own ('Views'): the section links stay SPEC.md's. */
function useViewItems() {
  const permissions = usePermissions();
  return VIEW_LINKS.filter((v) => v.allowed(permissions)).map(({ id, to, label }) => ({ id, to, label }));
}

/** The top navigation on wide screens; the active section is highlighted. */
export function TopNav() {
  const items = useNavItems();
  const views = useViewItems();
  return (
    <>
      <Group component="nav" aria-label="Sections" gap={4} wrap="nowrap" h="100%">
        {items.map((item) => (
          <Link
            key={item.id}
            to={item.to}
            className={classes.navLink}
            activeOptions={{ includeSearch: false }}
          >
            {item.label}
          </Link>
        ))}
      </Group>
      {views.length > 0 ? (
        <Group component="nav" aria-label="Views" gap={4} wrap="nowrap" h="100%">
          {views.map((item) => (
            <Link
              key={item.id}
              to={item.to}
              className={classes.navLink}
              activeOptions={{ includeSearch: false, exact: true }}
            >
              {item.label}
            </Link>
          ))}
        </Group>
      ) : null}
    </>
  );
}

/** The same links, stacked, for the slide-out drawer on narrow screens. */
export function DrawerNav({ onNavigate }: { onNavigate: () => void }) {
  const items = useNavItems();
  const views = useViewItems();
  const link = (item: { id: string; to: string; label: string }, exact: boolean) => (
    <Link
      key={item.id}
      to={item.to}
      className={`${classes.navLink} ${classes.drawerLink}`}
      activeOptions={{ includeSearch: false, exact }}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  );
  return (
    <>
      <Stack component="nav" aria-label="Sections" gap={4}>
        {items.map((item) => link(item, false))}
      </Stack>
      {views.length > 0 ? (
        <Stack component="nav" aria-label="Views" gap={4} mt="sm">
          {views.map((item) => link(item, true))}
        </Stack>
      ) : null}
    </>
  );
}

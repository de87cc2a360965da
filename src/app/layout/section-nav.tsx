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
  {
    id: 'photos',
    to: '/merchandising/photos',
    label: 'Photo library',
    allowed: (p: Permissions | null) => can(p, 'merchandising', 'accountImages'),
  },
] as const;

interface NavGroup {
  /** The navigation's accessible name. */
  name: 'Sections' | 'Views';
  /** A view is active on its own path only; a section on any of its pages. */
  exact: boolean;
  items: readonly { id: string; to: string; label: string }[];
}

/**
 * The header's navigations: one link per permitted section, in catalogue order (SPEC.md
 * section 2), then the permitted views in a navigation of their own, so the section links
 * stay SPEC.md's.
 */
function useNavGroups(): NavGroup[] {
  const permissions = usePermissions();
  const groups: NavGroup[] = [
    {
      name: 'Sections',
      exact: false,
      items: permittedSections(permissions).map((id) => ({
        id,
        to: SECTION_PATHS[id],
        label: sectionLabel(id),
      })),
    },
    {
      name: 'Views',
      exact: true,
      items: VIEW_LINKS.filter((v) => v.allowed(permissions)).map(({ id, to, label }) => ({ id, to, label })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}

function NavLinks({
  group,
  className,
  onNavigate,
}: {
  group: NavGroup;
  className: string | undefined;
  onNavigate?: () => void;
}) {
  return group.items.map((item) => (
    <Link
      key={item.id}
      to={item.to}
      className={className}
      activeOptions={{ includeSearch: false, exact: group.exact }}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  ));
}

/** The top navigation on wide screens; the active section is highlighted. */
export function TopNav() {
  return useNavGroups().map((group) => (
    <Group key={group.name} component="nav" aria-label={group.name} gap={4} wrap="nowrap" h="100%">
      <NavLinks group={group} className={classes.navLink} />
    </Group>
  ));
}

/** The same links, stacked, for the slide-out drawer on narrow screens. */
export function DrawerNav({ onNavigate }: { onNavigate: () => void }) {
  return useNavGroups().map((group, i) => (
    <Stack key={group.name} component="nav" aria-label={group.name} gap={4} mt={i > 0 ? 'sm' : undefined}>
      <NavLinks
        group={group}
        className={`${classes.navLink} ${classes.drawerLink}`}
        onNavigate={onNavigate}
      />
    </Stack>
  ));
}

import { Group, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { sectionLabel } from '@/api/contract/permissions';
import { SECTION_PATHS, permittedSections } from '@/auth/guards';
import { usePermissions } from '@/auth/session-context';
import classes from './layout.module.css';

/** One link per permitted section, in catalogue order (SPEC.md section 2). */
function useNavItems() {
  const permissions = usePermissions();
  return permittedSections(permissions).map((id) => ({ id, to: SECTION_PATHS[id], label: sectionLabel(id) }));
}

/** The top navigation on wide screens; the active section is highlighted. */
export function TopNav() {
  const items = useNavItems();
  return (
    <Group component="nav" aria-label="Sections" gap={4} wrap="nowrap" h="100%">
      {items.map((item) => (
        <Link key={item.id} to={item.to} className={classes.navLink} activeOptions={{ includeSearch: false }}>
          {item.label}
        </Link>
      ))}
    </Group>
  );
}

/** The same links, stacked, for the slide-out drawer on narrow screens. */
export function DrawerNav({ onNavigate }: { onNavigate: () => void }) {
  const items = useNavItems();
  return (
    <Stack component="nav" aria-label="Sections" gap={4}>
      {items.map((item) => (
        <Link
          key={item.id}
          to={item.to}
          className={`${classes.navLink} ${classes.drawerLink}`}
          activeOptions={{ includeSearch: false }}
          onClick={onNavigate}
        >
          {item.label}
        </Link>
      ))}
    </Stack>
  );
}

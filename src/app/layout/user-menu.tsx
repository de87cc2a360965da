import {
  Avatar,
  Menu,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { SessionUser } from '@/api/contract/auth';
import { canHoldAlertRules } from '@/api/contract/alerts';
import { hasSection } from '@/api/contract/permissions';
import { SECTION_PATHS } from '@/auth/guards';
import { useSessionActions } from '@/auth/session-context';
import classes from './layout.module.css';

/** SPEC.md section 1: "Admin" for admins (super admins included), "User" otherwise. */
export const avatarLabel = (user: Pick<SessionUser, 'isAdmin' | 'isSuperAdmin'>): 'Admin' | 'User' =>
  user.isAdmin || user.isSuperAdmin ? 'Admin' : 'User';

/**
 * The avatar menu: Admin (only with the admin section), the colour scheme toggle and Log Out.
 * The scheme follows the system until the user picks one here; Mantine's colour scheme
 * manager keeps the choice in local storage (index.html applies it before the first paint).
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const { logout } = useSessionActions();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const navigate = useNavigate();
  const label = avatarLabel(user);
  return (
    <Menu position="bottom-end" width={180} shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={`${label}: ${user.login}, user menu`}>
          <Avatar size={32} radius="xl" color={label === 'Admin' ? 'blue' : 'gray'} alt="" />
          <Text component="span" size="sm" fw={500}>
            {label}
          </Text>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.login}</Menu.Label>
        {hasSection(user.permissions, 'admin') && (
          <Menu.Item onClick={() => void navigate({ to: SECTION_PATHS.admin })}>Admin</Menu.Item>
        )}
        {canHoldAlertRules(user.permissions) && (
          <Menu.Item onClick={() => void navigate({ to: '/alerts' })}>Alert rules</Menu.Item>
        )}
        <Menu.Item onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}>
          {scheme === 'dark' ? 'Light mode' : 'Dark mode'}
        </Menu.Item>
        <Menu.Item onClick={() => logout('logout')}>Log Out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { Burger, Drawer } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { useSessionUser } from '@/auth/session-context';
import { canHoldAlertRules } from '@/api/contract/alerts';
import { AlertsBell } from './alerts-bell';
import { DemoBadge } from './demo-badge';
import { Logo } from './logo';
import { AppProgressBar } from './progress-bar';
import { PaletteLauncher } from './palette-launcher';
import { DrawerNav, TopNav } from './section-nav';
import { ShellFrame } from './shell-frame';
import { ShortcutsHelp } from './shortcuts-help';
import { UserMenu } from './user-menu';

/** SPEC.md section 9: below 992 px the top navigation gives way to a burger and a drawer. */
const WIDE = '(min-width: 62em)';

/**
 * The signed-in shell: header (logo, welcome, demo badge, user menu; the section links
 * in a second row on wide screens, in a drawer on narrow ones), the page, the footer and
 * the app-wide progress bar.
 */
export function AppLayout() {
  const user = useSessionUser();
  const [drawerOpened, drawer] = useDisclosure(false);
  // A drawer left open while the window widens must not linger over the top navigation.
  const wide = useMediaQuery(WIDE);

  // Signing out: render nothing so every panel unmounts before the cache is emptied.
  if (!user) return null;

  return (
    <ShellFrame
      overlays={
        <>
          <AppProgressBar />
          <ShortcutsHelp />
          <Drawer opened={drawerOpened && !wide} onClose={drawer.close} title="Sections" size={280}>
            <DrawerNav onNavigate={drawer.close} />
          </Drawer>
        </>
      }
      start={
        <>
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="md"
            size="sm"
            aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
          />
          <Logo />
        </>
      }
      welcomeName={user.brandFullName}
      end={
        <>
          <DemoBadge />
          <PaletteLauncher />
          {canHoldAlertRules(user.permissions) ? <AlertsBell /> : null}
          <UserMenu user={user} />
        </>
      }
      nav={<TopNav />}
    >
      <Outlet />
    </ShellFrame>
  );
}

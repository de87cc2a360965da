import { Link } from '@tanstack/react-router';
import { Text } from '@mantine/core';
import { COMPANY_NAME } from '@/lib/config';
import { logoPath } from '@/auth/guards';
import { usePermissions } from '@/auth/session-context';
import classes from './layout.module.css';

/** The product mark: three rising bars. Decorative; the text beside it names the product. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="7" fill="var(--mantine-primary-color-filled)" />
      <rect x="6" y="14" width="4" height="8" rx="1" fill="white" />
      <rect x="12" y="10" width="4" height="12" rx="1" fill="white" />
      <rect x="18" y="6" width="4" height="16" rx="1" fill="white" />
    </svg>
  );
}

/** The mark and, on wide screens, the product's name: the header logo's content. */
export function LogoContent() {
  return (
    <>
      <LogoMark />
      <Text component="span" fw={700} visibleFrom="lg">
        {COMPANY_NAME}
      </Text>
    </>
  );
}

/** The header logo; links to /accounts, or the first permitted section without Accounts. */
export function Logo() {
  const permissions = usePermissions();
  return (
    <Link to={logoPath(permissions)} className={classes.logo} aria-label={`${COMPANY_NAME} home`}>
      <LogoContent />
    </Link>
  );
}

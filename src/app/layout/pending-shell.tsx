import { Burger, Center, Loader, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useId } from 'react';
import { readTokenName, readTokenSections } from '@/api/auth-storage';
import { sectionLabel, type SectionId } from '@/api/contract/permissions';
import { COMPANY_NAME } from '@/lib/config';
import { hintedSection } from '@/app/early-requests';
import { PageHeading } from '@/ui/page/page-heading';
import { FullPageLoader } from './full-page-loader';
import { LogoContent } from './logo';
import { ShellFrame } from './shell-frame';
import classes from './layout.module.css';

/**
 * What covers the app while a stored token is being checked (docs/decisions.md, Loading: the
 * only full-page loader). When the token's user held the page's section at the last check
 * (the stored hint), the loader takes the page's shape: the signed-in shell's header with
 * the last welcome line, and the page's heading, with the spinner where the page will be.
 * Otherwise (no hint, another page) the plain spinner.
 */
export function SessionPendingView() {
  const section = hintedSection(window.location.pathname, readTokenSections());
  return section ? <PendingShell section={section} welcomeName={readTokenName()} /> : <FullPageLoader />;
}

/**
 * The shell before the session is known. A reload used to paint a
 * spinner, then the whole page once /authtest answered; now the header and the heading
 * paint as soon as the app's code runs, in the places the page will have them (the same
 * ShellFrame and PageHeading), and nothing moves when the page replaces this. It shows no
 * data and links nowhere: the burger is disabled and the logo is not a link until the
 * session is known.
 */
export function PendingShell({ section, welcomeName }: { section: SectionId; welcomeName: string | null }) {
  const title = sectionLabel(section);
  useDocumentTitle(`${title} · ${COMPANY_NAME}`);
  const titleId = useId();
  return (
    <ShellFrame
      start={
        <>
          <Burger opened={false} disabled hiddenFrom="md" size="sm" aria-label="Open navigation" />
          <span className={classes.logo}>
            <LogoContent />
          </span>
        </>
      }
      welcomeName={welcomeName}
    >
      <Stack gap="md" component="article" aria-labelledby={titleId}>
        <PageHeading id={titleId} title={title} />
        <Center py="xl" role="status" aria-label="Loading session">
          <Loader />
        </Center>
      </Stack>
    </ShellFrame>
  );
}

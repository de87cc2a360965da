import { Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AccountProfile } from '@/api/contract/account';
import { sectionLabel } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { useHasSection } from '@/auth/session-context';
import { Panel } from '@/ui/panel/panel';
import {
  SECTION_LINK_TARGETS,
  sectionLinkPath,
  sectionLinkSearch,
  type SectionLinkTarget,
} from './account-model';

function SectionLink({
  section,
  account,
  params,
}: {
  section: SectionLinkTarget;
  account: AccountProfile;
  params: RequestParams;
}) {
  const allowed = useHasSection(section);
  if (!allowed) return null;
  return (
    <Link
      to={sectionLinkPath(section)}
      search={sectionLinkSearch(section, account, params) as never}
      className="mantine-focus-auto"
      data-section-link={section}
    >
      {`${sectionLabel(section)} for this account`}
    </Link>
  );
}

/** Each permitted section, filtered to this store (its name and address) for the brand and period. */
export function SectionLinksPanel({ account, params }: { account: AccountProfile; params: RequestParams }) {
  return (
    <Panel title="Open in a section" name="account-section-links">
      <Group gap="lg">
        {SECTION_LINK_TARGETS.map((section) => (
          <SectionLink key={section} section={section} account={account} params={params} />
        ))}
      </Group>
    </Panel>
  );
}

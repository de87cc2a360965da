import { Group, Text } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AccountProfile } from '@/api/contract/account';
import { formatDateLabel, NO_VALUE } from '@/lib/format';
import { filterOptionsQuery } from '@/filters/options-query';
import { DetailRow } from '@/ui/details/detail-row';
import { Panel } from '@/ui/panel/panel';
import { PhotoThumbnail } from '@/ui/photo/photo-thumbnail';
import { safeImageSrc } from '@/ui/photo/safe-image-src';
import classes from './account.module.css';

const date = (value: string | null): string => (value ? formatDateLabel(value) : NO_VALUE);

/** The status with the map's marker icon and colour (the Accounts options carry both). */
function StatusValue({ profile }: { profile: AccountProfile }) {
  const { data: options } = useQuery(filterOptionsQuery('accounts'));
  const status = options?.statuses.find((s) => s.name === profile.status.name);
  const icon = safeImageSrc(status?.image);
  return (
    <span className={classes.status}>
      {icon ? <img src={icon} alt="" width={20} height={20} /> : null}
      {status ? (
        <span className={classes.swatch} style={{ backgroundColor: status.color }} aria-hidden />
      ) : null}
      <Text component="span" size="sm" fw={600}>
        {profile.status.name}
      </Text>
      <Text component="span" size="xs" c="dimmed">
        since {date(profile.status.date)}
      </Text>
    </span>
  );
}

/** The account's header: who and where it is, its status and visits, the storefront photo. */
export function AccountHeaderPanel({ query }: { query: UseQueryResult<AccountProfile> }) {
  return (
    <Panel title="Account details" name="account-details" query={query} skeletonHeight={160}>
      {(profile) => (
        <Group align="flex-start" wrap="wrap" gap="lg">
          <PhotoThumbnail src={profile.storePictureUrl} alt={`Storefront of ${profile.name}`} size={120} />
          <dl className={classes.details}>
            <DetailRow term="Address">{profile.address || NO_VALUE}</DetailRow>
            <DetailRow term="Status" wide>
              <StatusValue profile={profile} />
            </DetailRow>
            <DetailRow term="Chain">{profile.chain || NO_VALUE}</DetailRow>
            <DetailRow term="Banner">{profile.banner || NO_VALUE}</DetailRow>
            <DetailRow term="Channel">{profile.channel || NO_VALUE}</DetailRow>
            <DetailRow term="Region">{profile.region || NO_VALUE}</DetailRow>
            <DetailRow term={profile.distributors.length > 1 ? 'Distributors' : 'Distributor'}>
              {profile.distributors.join(', ') || NO_VALUE}
            </DetailRow>
            <DetailRow term="Representative">{profile.representative || NO_VALUE}</DetailRow>
            <DetailRow term="Frequency">{profile.frequency || NO_VALUE}</DetailRow>
            <DetailRow term="Authorized date">{date(profile.authorisedDate)}</DetailRow>
            <DetailRow term="Last visit">{date(profile.lastVisitDate)}</DetailRow>
            <DetailRow term="Next scheduled visit">{date(profile.nextScheduledDate)}</DetailRow>
          </dl>
        </Group>
      )}
    </Panel>
  );
}

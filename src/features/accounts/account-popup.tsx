import { Alert, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MapAccount, MapPin } from '@/api/contract/accounts';
import type { RequestParams } from '@/api/contract/request-params';
import { formatDateLabel, formatInteger, NO_VALUE } from '@/lib/format';
import { DetailRow } from '@/ui/details/detail-row';
import { OpenAccountLink } from '@/ui/links/account-link';
import { PhotoThumbnail, THUMBNAIL_SIZE } from '@/ui/photo/photo-thumbnail';
import classes from './accounts.module.css';
import { accountDetailsQuery } from './queries';

/** The popup's notice when the account's details cannot be loaded (SPEC.md section 8 wording). */
export const DETAILS_FAILURE_TEXT = 'Failed to load account details';

const date = (value: string | null): string => (value ? formatDateLabel(value) : NO_VALUE);

const DETAIL_TERMS = ['Last visit', 'Total visits', 'Representative', 'Next scheduled visit'] as const;

function Details({ account }: { account: MapAccount }) {
  return (
    <dl className={classes.popupList}>
      <DetailRow term="Last visit">{date(account.lastDate)}</DetailRow>
      <DetailRow term="Total visits">{formatInteger(account.totalVisits)}</DetailRow>
      <DetailRow term="Representative">{account.representative || NO_VALUE}</DetailRow>
      <DetailRow term="Next scheduled visit">{date(account.nextScheduledDate)}</DetailRow>
      {account.discontinuedDate ? (
        <DetailRow term="Discontinued">{date(account.discontinuedDate)}</DetailRow>
      ) : null}
    </dl>
  );
}

/** The details' place while they load: the same grid, so the popup does not jump. */
function DetailsSkeleton() {
  return (
    <dl className={classes.popupList}>
      {DETAIL_TERMS.map((term) => (
        <DetailRow key={term} term={term}>
          <Skeleton height={14} mt={4} width="70%" />
        </DetailRow>
      ))}
    </dl>
  );
}

function DetailsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof Error && error.message ? error.message : null;
  return (
    <Alert color="red" variant="light" title="Error" p="xs">
      <Stack gap={6} align="flex-start">
        <Text size="sm">{DETAILS_FAILURE_TEXT}</Text>
        {message ? (
          <Text size="xs" c="dimmed">
            {message}
          </Text>
        ) : null}
        <Button size="compact-xs" variant="default" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * An Account Status Map pin's popup (SPEC.md section 3, "Map account"). The pin gives the
 * name, address and status at once; the rest (status date, visits, representative, next
 * visit, discontinued date, storefront picture: 75x75, opens the 700 px modal) is fetched
 * for this account under the map's filter when the popup opens, with a loading state and
 * an error notice with Retry.
 */
export function AccountPopup({
  pin,
  params,
  statusColor,
}: {
  pin: MapPin;
  /** The map's filter: the details' period and end date. */
  params: RequestParams;
  statusColor: string;
}) {
  const query = useQuery(accountDetailsQuery(params, pin.id));
  const account = query.data;
  const state = account ? 'ready' : query.isError ? 'error' : 'loading';
  return (
    <Stack
      gap="xs"
      className={classes.popup}
      data-account-popup={pin.id}
      data-state={state}
      aria-busy={state === 'loading'}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm" className={classes.popupHeader}>
        {account || query.isError ? (
          <PhotoThumbnail src={account?.storePictureUrl} alt={`Storefront of ${pin.name}`} />
        ) : (
          <Skeleton
            width={THUMBNAIL_SIZE}
            height={THUMBNAIL_SIZE}
            radius="sm"
            className={classes.popupThumb}
          />
        )}
        <Stack gap={2} miw={0}>
          <Title order={3} size="h5" className={classes.popupTitle}>
            {pin.name}
          </Title>
          <Text size="sm" c="dimmed">
            {pin.address}
          </Text>
          <Text size="sm" mt={2} className={classes.popupStatus}>
            <span className={classes.swatch} style={{ backgroundColor: statusColor }} aria-hidden />
            <Text component="span" size="sm" fw={600}>
              {pin.status}
            </Text>
            {account ? (
              <>
                {' '}
                <Text component="span" size="xs" c="dimmed">
                  since {date(account.status.date)}
                </Text>
              </>
            ) : null}
          </Text>
        </Stack>
      </Group>
      {account ? (
        <Details account={account} />
      ) : query.isError ? (
        <DetailsError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <VisuallyHidden role="status">Loading the account details…</VisuallyHidden>
          <DetailsSkeleton />
        </>
      )}
      <OpenAccountLink id={pin.id} name={pin.name} params={params} />
    </Stack>
  );
}

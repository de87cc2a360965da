import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MapAccount } from '@/api/contract/accounts';
import { formatDateLabel, formatInteger, NO_VALUE } from '@/lib/format';
import { PhotoThumbnail } from '@/ui/photo/photo-thumbnail';
import classes from './accounts.module.css';

const date = (value: string | null): string => (value ? formatDateLabel(value) : NO_VALUE);

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={classes.popupRow}>
      <Text component="dt" size="xs" c="dimmed">
        {term}
      </Text>
      <Text component="dd" size="sm">
        {children}
      </Text>
    </div>
  );
}

/**
 * An Account Status Map pin's popup (SPEC.md section 3, "Map account"): name, address,
 * status with its date, visits, representative, next visit, discontinued date when there
 * is one, and the storefront picture (75x75, opens the 700 px modal).
 */
export function AccountPopup({ account, statusColor }: { account: MapAccount; statusColor: string }) {
  return (
    <Stack gap="xs" className={classes.popup} data-account-popup={account.id}>
      <Group wrap="nowrap" align="flex-start" gap="sm" className={classes.popupHeader}>
        <PhotoThumbnail src={account.storePictureUrl} alt={`Storefront of ${account.name}`} />
        <Stack gap={2} miw={0}>
          <Title order={3} size="h5" className={classes.popupTitle}>
            {account.name}
          </Title>
          <Text size="sm" c="dimmed">
            {account.address}
          </Text>
          <Text size="sm" mt={2} className={classes.popupStatus}>
            <span className={classes.swatch} style={{ backgroundColor: statusColor }} aria-hidden />
            <Text component="span" size="sm" fw={600}>
              {account.status.name}
            </Text>{' '}
            <Text component="span" size="xs" c="dimmed">
              since {date(account.status.date)}
            </Text>
          </Text>
        </Stack>
      </Group>
      <dl className={classes.popupList}>
        <Row term="Last visit">{date(account.lastDate)}</Row>
        <Row term="Total visits">{formatInteger(account.totalVisits)}</Row>
        <Row term="Representative">{account.representative || NO_VALUE}</Row>
        <Row term="Next scheduled visit">{date(account.nextScheduledDate)}</Row>
        {account.discontinuedDate ? <Row term="Discontinued">{date(account.discontinuedDate)}</Row> : null}
      </dl>
    </Stack>
  );
}

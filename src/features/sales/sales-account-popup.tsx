import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import type { SalesAccount } from '@/api/contract/sales';
import { formatInteger, formatMoney, formatPercentInBrackets, NO_VALUE } from '@/lib/format';
import { OpenAccountLink } from '@/ui/links/account-link';
import { PhotoThumbnail } from '@/ui/photo/photo-thumbnail';
import classes from './sales-page.module.css';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} className={classes.popupValue}>
        {children}
      </Text>
    </>
  );
}

const date = (value: string | null) => value ?? NO_VALUE;

/**
 * A Sales Map pin's popup (SPEC.md section 2): 'Account Info' (who and where, the
 * storefront photo, dates, status, rep) and 'Key Stats' (the period's numbers).
 */
export function SalesAccountPopup({ account, params }: { account: SalesAccount; params: RequestParams }) {
  return (
    // Focusable: on a small phone the popup scrolls, and a scroll area must be reachable by keyboard.
    <Stack
      gap="xs"
      className={classes.popup}
      data-account-popup={account.id}
      role="group"
      aria-label={`${account.name}: account info and key stats`}
      tabIndex={0}
    >
      <Title order={3} size="h6" className={classes.popupHeading}>
        Account Info
      </Title>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <PhotoThumbnail
          src={account.storePictureUrl}
          alt={`Storefront of ${account.name}`}
          title={account.name}
        />
        <div className={classes.popupIdentity}>
          <Text fw={700} size="sm" lh={1.3}>
            {account.name}
          </Text>
          <Text size="xs" c="dimmed" lh={1.35}>
            {account.address}
          </Text>
        </div>
      </Group>
      <dl className={classes.popupFields}>
        <Field label="Authorized date">{date(account.authorisedDate)}</Field>
        <Field label="Current status">
          {account.status.name || NO_VALUE}
          {account.status.name ? (
            <Text component="span" size="xs" c="dimmed">
              {' '}
              since {account.status.date}
            </Text>
          ) : null}
        </Field>
        <Field label="Last order date">{date(account.lastOrderDate)}</Field>
        <Field label="Next scheduled visit">{date(account.nextScheduledDate)}</Field>
        <Field label="Rep">{account.representative || NO_VALUE}</Field>
      </dl>
      <Title order={3} size="h6" className={classes.popupHeading}>
        Key Stats
      </Title>
      <dl className={classes.popupFields}>
        <Field label="Merchandising visits">{formatInteger(account.visits)}</Field>
        <Field label="Orders">
          {formatInteger(account.totalOrders.count)}{' '}
          <Text component="span" size="xs" c="dimmed">
            {formatPercentInBrackets(account.totalOrders.percentage)}
          </Text>
        </Field>
        <Field label="Sales">{formatMoney(account.totalSales)}</Field>
        <Field label="Cases">{formatInteger(account.totalCases)}</Field>
      </dl>
      <OpenAccountLink id={account.id} name={account.name} params={params} />
    </Stack>
  );
}

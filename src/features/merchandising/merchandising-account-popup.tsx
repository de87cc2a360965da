import { Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import type { AccountPicture, MerchandisingAccount } from '@/api/contract/merchandising';
import type { RequestParams } from '@/api/contract/request-params';
import { useCan } from '@/auth/session-context';
import { formatDateLabel, formatInteger, formatPercentInBrackets, NO_VALUE } from '@/lib/format';
import { PhotoGalleryModal, type GalleryPhoto } from '@/ui/photo/photo-gallery-modal';
import { PhotoPlaceholder } from '@/ui/photo/photo-placeholder';
import { PhotoThumbnail, THUMBNAIL_SIZE } from '@/ui/photo/photo-thumbnail';
import { OpenAccountLink } from '@/ui/links/account-link';
import { safeImageSrc } from '@/ui/photo/safe-image-src';
import classes from './merchandising.module.css';
import { accountPicturesQuery } from './queries';

export const PICTURES_FAILURE = 'Failed to load account images';

const TYPE_LABEL: Record<AccountPicture['type'], string> = {
  primary: 'Primary placement',
  secondary: 'Secondary placement',
};

/** The gallery's photos: newest first, each named by its type and date. */
export const galleryPhotos = (pictures: readonly AccountPicture[], accountName: string): GalleryPhoto[] =>
  pictures.map((p) => {
    const caption = `${TYPE_LABEL[p.type]}, ${formatDateLabel(p.date)}`;
    return { url: p.url, caption, alt: `${caption} at ${accountName}` };
  });

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

/**
 * One merchandising photo in the popup: a button (click, Enter or Space) that opens the
 * account's photos; a missing or broken picture shows the placeholder and still opens them.
 */
function PlacementThumb({
  src: rawSrc,
  label,
  onOpen,
}: {
  src: string | null;
  label: string;
  onOpen: () => void;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const src = safeImageSrc(rawSrc);
  return (
    <UnstyledButton
      className={classes.thumbButton}
      w={THUMBNAIL_SIZE}
      h={THUMBNAIL_SIZE}
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-label={`Open merchandising photos: ${label}`}
    >
      {src && broken !== src ? (
        <img
          src={src}
          alt=""
          width={THUMBNAIL_SIZE}
          height={THUMBNAIL_SIZE}
          loading="lazy"
          className={classes.thumb}
          onError={() => setBroken(src)}
        />
      ) : (
        <PhotoPlaceholder width={THUMBNAIL_SIZE - 2} height={THUMBNAIL_SIZE - 2} />
      )}
    </UnstyledButton>
  );
}

/**
 * A Merchandising Map pin's popup: 'Account Info' (storefront photo in a 700 px modal,
 * dates, status, visits, secondary placements) and, with the account photos permission,
 * 'Merchandising Photos': opening one fetches the account's photos under the applied filter
 * (cached per account and filter) into the zoomable gallery.
 */
export function MerchandisingAccountPopup({
  account,
  params,
}: {
  account: MerchandisingAccount;
  params: RequestParams;
}) {
  const canSeePhotos = useCan('merchandising', 'accountImages');
  const [opened, setOpened] = useState(false);
  const pictures = useQuery({ ...accountPicturesQuery(params, account.id), enabled: opened });
  const photos = useMemo(
    () => (pictures.data ? galleryPhotos(pictures.data, account.name) : undefined),
    [pictures.data, account.name],
  );
  const open = () => setOpened(true);
  return (
    <Stack
      gap="xs"
      className={classes.popup}
      data-account-popup={account.id}
      role="group"
      aria-label={`${account.name}: account info`}
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
        <div>
          <Text fw={700} size="sm" lh={1.3}>
            {account.name}
          </Text>
          <Text size="xs" c="dimmed" lh={1.35}>
            {account.address}
          </Text>
        </div>
      </Group>
      <dl className={classes.popupFields}>
        <Field label="Authorized date">{account.authorisedDate ?? NO_VALUE}</Field>
        <Field label="Current status">{account.status.name || NO_VALUE}</Field>
        <Field label="Last merchandising visit">{account.lastDate ?? NO_VALUE}</Field>
        <Field label="Merchandising visits">{formatInteger(account.totalVisits)}</Field>
        <Field label="Secondary placements">
          {formatInteger(account.secondaryPlacementCount)}{' '}
          <Text component="span" size="xs" c="dimmed">
            {formatPercentInBrackets(account.secondaryPlacementCountPercentage)}
          </Text>
        </Field>
        <Field label="Primary placement">{account.primaryPlacement || NO_VALUE}</Field>
        <Field label="Rep">{account.representative || NO_VALUE}</Field>
        <Field label="Next scheduled visit">{account.nextScheduledDate ?? NO_VALUE}</Field>
      </dl>
      {canSeePhotos ? (
        <>
          <Title order={3} size="h6" className={classes.popupHeading}>
            Merchandising Photos
          </Title>
          <Group gap="sm">
            <PlacementThumb
              src={account.primaryPlacementPictureUrl}
              label={`primary placement at ${account.name}`}
              onOpen={open}
            />
            {account.secondaryPlacementPictureUrl ? (
              <PlacementThumb
                src={account.secondaryPlacementPictureUrl}
                label={`secondary placement at ${account.name}`}
                onOpen={open}
              />
            ) : null}
          </Group>
          <PhotoGalleryModal
            opened={opened}
            onClose={() => setOpened(false)}
            title={`Merchandising photos: ${account.name}`}
            photos={photos}
            error={pictures.isError ? PICTURES_FAILURE : null}
            onRetry={() => void pictures.refetch()}
          />
        </>
      ) : null}
      <OpenAccountLink id={account.id} name={account.name} params={params} />
    </Stack>
  );
}

import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import { formatDateLabel } from '@/lib/format';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel } from '@/ui/panel/panel';
import { PhotoGalleryModal, type GalleryPhoto } from '@/ui/photo/photo-gallery-modal';
import { safeImageSrc } from '@/ui/photo/safe-image-src';
import { photoLabel, photosByDate, type PhotoDay } from './account-model';
import { ACCOUNT_BLOCK_PERMISSIONS } from '@/api/contract/account';
import classes from './account.module.css';
import type { accountPageRequests } from './queries';

const THUMB = 96;
/** The latest days shown: a long period holds hundreds of photos. */
const PHOTO_DAYS = 12;

const galleryOf = (day: PhotoDay): GalleryPhoto[] =>
  day.photos.map((photo) => {
    const label = `${photoLabel(day, photo.type)}, ${formatDateLabel(day.date)}`;
    return { url: photo.url, alt: label, caption: label };
  });

/** One visit day's photos; a thumbnail opens the day's photos in the photo modal with zoom. */
function Day({ day, onOpen }: { day: PhotoDay; onOpen: (day: PhotoDay) => void }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h6">
        {formatDateLabel(day.date)}
      </Title>
      <div className={classes.photoDay}>
        {day.photos.map((photo, i) => {
          const src = safeImageSrc(photo.url);
          const label = photoLabel(day, photo.type);
          return (
            <div key={`${photo.type}-${i}`} className={classes.photo}>
              <Button
                variant="default"
                p={0}
                w={THUMB}
                h={THUMB}
                onClick={() => onOpen(day)}
                aria-haspopup="dialog"
                aria-label={`${label} photo of ${formatDateLabel(day.date)}: open`}
              >
                {src ? <img src={src} alt="" width={THUMB} height={THUMB} loading="lazy" /> : label}
              </Button>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
            </div>
          );
        })}
      </div>
    </Stack>
  );
}

/** The period's photos by date and type (storefront, before and after, primary, secondary placement). */
export function AccountPhotosPanel({
  requests,
  params,
}: {
  requests: ReturnType<typeof accountPageRequests>;
  params: RequestParams;
}) {
  const query = usePanelQuery('accounts', requests.merchandising, params);
  const [open, setOpen] = useState<PhotoDay | null>(null);
  return (
    <Panel
      title="Photos"
      name="account-photos"
      permission={ACCOUNT_BLOCK_PERMISSIONS.photos}
      query={query}
      isEmpty={(data) => data.photos.length === 0}
    >
      {(data) => {
        const days = photosByDate(data.photos);
        return (
          <Stack gap="md">
            {days.length > PHOTO_DAYS ? (
              <Text size="sm" c="dimmed">
                The latest {PHOTO_DAYS} of {days.length} days with photos.
              </Text>
            ) : null}
            {days.slice(0, PHOTO_DAYS).map((day) => (
              <Day key={day.date} day={day} onOpen={setOpen} />
            ))}
            <PhotoGalleryModal
              opened={open !== null}
              onClose={() => setOpen(null)}
              title={open ? `Photos of ${formatDateLabel(open.date)}` : 'Photos'}
              photos={open ? galleryOf(open) : []}
            />
          </Stack>
        );
      }}
    </Panel>
  );
}

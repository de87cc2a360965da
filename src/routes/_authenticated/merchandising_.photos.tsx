import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { requirePermission, requireSection } from '@/auth/route-guards';
import { sectionLoaderDeps, startSectionRequests } from '@/app/section-requests';
import { PhotosPage } from '@/features/photos/photos-page';
import { photosRequests } from '@/features/photos/queries';
import { PHOTOS_RETAINED_VIEW_KEYS, photosSearchSchema, readPhotosView } from '@/features/photos/view-state';
import { warmFilterOptions } from '@/filters/options-query';

export const Route = createFileRoute('/_authenticated/merchandising_/photos')({
  // The Merchandising filter plus the library's type, placement, page and album.
  validateSearch: photosSearchSchema,
  // Applying a filter keeps the type and placement; the grid starts over.
  search: { middlewares: [retainSearchParams([...PHOTOS_RETAINED_VIEW_KEYS])] },
  beforeLoad: ({ context }) => {
    requireSection(context.session, 'merchandising');
    requirePermission(context.session, 'merchandising', 'accountImages');
  },
  // The type, placement, page and album are part of the grid's request.
  loaderDeps: ({ search }) => ({
    ...sectionLoaderDeps('merchandising', search),
    view: readPhotosView(search),
  }),
  loader: ({ context, deps }) => {
    startSectionRequests(context, 'merchandising', photosRequests(deps.view), deps.filter);
    return warmFilterOptions(context.queryClient, 'merchandising');
  },
  component: PhotosPage,
});

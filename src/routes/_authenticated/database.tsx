import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { DatabasePage } from '@/features/database/database-page';
import {
  DATABASE_RETAINED_VIEW_KEYS,
  databaseSearchSchema,
  readListView,
} from '@/features/database/list-view';
import { sectionLoaderDeps, startSectionRequests } from '@/app/section-requests';
import { databaseRequests } from '@/features/database/queries';

export const Route = createFileRoute('/_authenticated/database')({
  // The database filter plus the preview's sort and page.
  validateSearch: databaseSearchSchema,
  // Applying a filter keeps the chosen sort; the page starts over.
  search: { middlewares: [retainSearchParams([...DATABASE_RETAINED_VIEW_KEYS])] },
  beforeLoad: ({ context }) => requireSection(context.session, 'database'),
  // The list's page and sort are part of its one request.
  loaderDeps: ({ search }) => ({ ...sectionLoaderDeps('database', search), view: readListView(search) }),
  loader: ({ context, deps }) =>
    startSectionRequests(context, 'database', databaseRequests(deps.view), deps.filter),
  component: DatabasePage,
});

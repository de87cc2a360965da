import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { DatabasePage } from '@/features/database/database-page';
import { DATABASE_RETAINED_VIEW_KEYS, databaseSearchSchema } from '@/features/database/list-view';
import { prefetchDatabaseRoute } from '@/features/database/queries';

export const Route = createFileRoute('/_authenticated/database')({
  // The database filter plus the preview's sort and page.
  validateSearch: databaseSearchSchema,
  // Applying a filter keeps the chosen sort; the page starts over.
  search: { middlewares: [retainSearchParams([...DATABASE_RETAINED_VIEW_KEYS])] },
  beforeLoad: ({ context }) => requireSection(context.session, 'database'),
  loaderDeps: ({ search }) => ({ search }),
  // Not awaited: the page renders at once while the options and then the list load.
  // Failures surface in the page's own queries.
  loader: ({ context, deps }) => {
    void prefetchDatabaseRoute(context.queryClient, context.session, deps.search).catch(() => undefined);
  },
  component: DatabasePage,
});

import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { DatabasePage } from '@/features/database/database-page';
import { DATABASE_RETAINED_VIEW_KEYS, databaseSearchSchema } from '@/features/database/list-view';
import { filterOptionsQuery } from '@/filters/options-query';

export const Route = createFileRoute('/_authenticated/database')({
  // The database filter plus the preview's sort and page.
  validateSearch: databaseSearchSchema,
  // Applying a filter keeps the chosen sort; the page starts over.
  search: { middlewares: [retainSearchParams([...DATABASE_RETAINED_VIEW_KEYS])] },
  beforeLoad: ({ context }) => requireSection(context.session, 'database'),
  // Warms the options while the route's code loads; never throws.
  loader: ({ context }) => context.queryClient.prefetchQuery(filterOptionsQuery('database')),
  component: DatabasePage,
});

import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { rememberLastView } from '@/app/last-view-guard';
import { AppLayout } from '@/app/layout/app-layout';
import { requireSignedIn } from '@/auth/route-guards';
import { COMPARE_KEYS, compareSearchSchema } from '@/filters/compare-key';

/** Every signed-in page sits under this pathless layout: the guard, then the shell. */
export const Route = createFileRoute('/_authenticated')({
  // The period comparison is shared by every section: applying a filter, a
  // period shortcut or a drill-down keeps it, and so does moving to another section.
  validateSearch: compareSearchSchema,
  search: { middlewares: [retainSearchParams(COMPARE_KEYS)] },
  beforeLoad: async ({ context, location, matches, preload }) => {
    const signedIn = await requireSignedIn(context.session, location.href);
    rememberLastView(signedIn.user, {
      pathname: location.pathname,
      searchStr: location.searchStr,
      preload,
      cause: matches.at(-1)?.cause,
    });
    return signedIn;
  },
  component: AppLayout,
});

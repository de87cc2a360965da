import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { rememberLastView, requireSignedIn } from '@/auth/route-guards';

/** Every signed-in page sits under this pathless layout: the guard, then the shell. */
export const Route = createFileRoute('/_authenticated')({
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

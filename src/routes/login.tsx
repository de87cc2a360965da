import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { redirectIfSignedIn } from '@/auth/route-guards';
import { LoginPage } from '@/features/login/login-page';

const loginSearch = z.object({
  /** Where to go after signing in; checked by postLoginTarget before use. */
  redirect: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context.session, search.redirect),
  component: LoginPage,
});

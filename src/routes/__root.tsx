import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '@/app/layout/root-layout';
import type { RouterContext } from '@/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

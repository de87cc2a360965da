import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { requirePermission, requireSection } from '@/auth/route-guards';
import { sectionLoaderDeps, startSectionRequests } from '@/app/section-requests';
import { AttentionPage } from '@/features/attention/attention-page';
import { attentionRequests } from '@/features/attention/queries';
import {
  ATTENTION_RETAINED_VIEW_KEYS,
  attentionSearchSchema,
  readAttentionView,
} from '@/features/attention/view-state';

export const Route = createFileRoute('/_authenticated/accounts_/attention')({
  // The Accounts filter plus the view's reason, rules, page and map layer.
  validateSearch: attentionSearchSchema,
  // Applying a filter keeps the rules, the reason and the layer; the list starts over.
  search: { middlewares: [retainSearchParams([...ATTENTION_RETAINED_VIEW_KEYS])] },
  beforeLoad: ({ context }) => {
    requireSection(context.session, 'accounts');
    requirePermission(context.session, 'accounts', 'attention');
  },
  // The rules and the page are part of the list's request; the map toggle starts the pins'.
  loaderDeps: ({ search }) => ({ ...sectionLoaderDeps('accounts', search), view: readAttentionView(search) }),
  loader: ({ context, deps }) =>
    startSectionRequests(context, 'accounts', attentionRequests(deps.view), deps.filter),
  component: AttentionPage,
});

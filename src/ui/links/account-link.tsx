import { Link, useRouter, type AnyRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import classes from './account-link.module.css';

/**
 * What an account link carries: the brand, and the period when the page it sits on has one
 * (Schedule and Database have no brand filter: their links name the account's brand and
 * leave the period to the account page's default).
 */
export type AccountLinkScope = Pick<RequestParams, 'brand' | 'dateStart' | 'dateEnd'>;

/**
 * The account page's search for a section's applied params: the brand and period, written
 * out, so the link shows a colleague the same store and period whatever their defaults.
 */
export const accountPageSearch = (params: AccountLinkScope) => ({
  brand: params.brand,
  startDate: params.dateStart,
  endDate: params.dateEnd,
});

/**
 * A real link to one account's page (an `<a href>`: the middle button opens a new tab),
 * for the brand and period of the page it sits on. The comparison (`compare`) travels by
 * itself: the signed-in layout retains it.
 */
export function AccountLink({
  id,
  params,
  children,
  className,
  label,
}: {
  id: number;
  params: AccountLinkScope;
  children: ReactNode;
  className?: string;
  /** An accessible name that starts with the visible text and says which account. */
  label?: string;
}) {
  return (
    <Link
      to="/accounts/$accountId"
      params={{ accountId: String(id) }}
      search={accountPageSearch(params) as never}
      className={className ? `${classes.link} ${className}` : classes.link}
      aria-label={label}
      data-account-link={id}
    >
      {children}
    </Link>
  );
}

/** A map popup's way to the account's page: "Open account", named after the store for screen readers. */
export function OpenAccountLink({ id, name, params }: { id: number; name: string; params: RequestParams }) {
  return (
    <AccountLink id={id} params={params} label={`Open account ${name}`}>
      Open account
    </AccountLink>
  );
}

/**
 * Links for a dense list (a year of the Schedule calendar builds thousands): plain anchors
 * with the same href as `AccountLink`, built once per account and brand, and one shared
 * click handler that navigates inside the app. A router `Link` each (its subscriptions and
 * location building) cost about 0.2 ms apiece, enough to block a calendar's scroll.
 */
export interface AccountAnchors {
  /** The class `AccountLink` wears. */
  className: string;
  href: (id: number, scope: AccountLinkScope) => string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const anchorsByRouter = new WeakMap<AnyRouter, AccountAnchors>();

const anchorsFor = (router: AnyRouter): AccountAnchors => {
  const hrefs = new Map<string, string>();
  return {
    className: classes.link ?? '',
    href: (id, scope) => {
      const key = `${id}|${scope.brand ?? ''}|${scope.dateStart ?? ''}|${scope.dateEnd ?? ''}`;
      let href = hrefs.get(key);
      if (href === undefined) {
        href = router.buildLocation({
          to: '/accounts/$accountId',
          params: { accountId: String(id) },
          search: accountPageSearch(scope),
        } as never).href;
        hrefs.set(key, href);
      }
      return href;
    },
    onClick: (event) => {
      // A modified or middle click keeps the browser's own behaviour (a new tab or window).
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void router.navigate({ href: event.currentTarget.getAttribute('href') ?? '/' });
    },
  };
};

export function useAccountAnchors(): AccountAnchors {
  const router = useRouter() as AnyRouter;
  let anchors = anchorsByRouter.get(router);
  if (!anchors) {
    anchors = anchorsFor(router);
    anchorsByRouter.set(router, anchors);
  }
  return anchors;
}

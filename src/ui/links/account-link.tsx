import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import classes from './account-link.module.css';

/**
 * The account page's search for a section's applied params: the brand and period, written
 * out, so the link shows a colleague the same store and period whatever their defaults.
 */
export const accountPageSearch = (params: RequestParams) => ({
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
  params: RequestParams;
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

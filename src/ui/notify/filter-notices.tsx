import type { ReactNode } from 'react';
import { FilterNoticeContext, type FilterNotice } from '@/filters/filter-notices';
import { notifyError, notifyWarning } from './notify';

export function showFilterNotice({ kind, title, message }: FilterNotice): void {
  if (kind === 'error') notifyError(message, title);
  else notifyWarning(message, title);
}

/** Shows the filters' notices (an invalid interval, a range reset) as the app's notices. */
export function FilterNoticesProvider({ children }: { children: ReactNode }) {
  return <FilterNoticeContext value={showFilterNotice}>{children}</FilterNoticeContext>;
}

import { createContext, useContext } from 'react';

/**
 * What applying a filter has to tell the user: an invalid interval (error) or a range reset
 * to the brand's period (warning). Filters only says it; how a notice looks belongs to the
 * shared UI above this layer, which provides `FilterNoticeContext` (ui/notify).
 */
export interface FilterNotice {
  kind: 'error' | 'warning';
  title: string;
  message: string;
}

export type ShowFilterNotice = (notice: FilterNotice) => void;

// A page without the provider would drop its notices silently: fail loudly instead.
const missingProvider: ShowFilterNotice = (notice) => {
  throw new Error(`No FilterNoticeContext provider to show "${notice.title}: ${notice.message}"`);
};

export const FilterNoticeContext = createContext<ShowFilterNotice>(missingProvider);

export const useShowFilterNotice = (): ShowFilterNotice => useContext(FilterNoticeContext);

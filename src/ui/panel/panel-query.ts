/** The part of a TanStack Query result a panel reads (a `useQuery` result fits). */
export interface PanelQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isPlaceholderData: boolean;
  /**
   * The data shown is being asked for again (a `useQuery` result has it): restored from
   * the persisted cache, or stale. Shown like placeholder data: dimmed, 'loading'.
   */
  isRefetching?: boolean;
  refetch: () => unknown;
}

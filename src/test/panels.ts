import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** A panel by its `data-panel` name, or null while it is not on the page. */
export const panel = (name: string) => document.querySelector<HTMLElement>(`[data-panel="${name}"]`);

/**
 * The panel once it draws the current answer (`data-state="ready"`). Panels draw new data in
 * a transition, so a page's other parts (the pager's range, the URL) can be a step ahead.
 */
export const readyPanel = async (name: string): Promise<HTMLElement> => {
  await waitFor(() => expect(panel(name)).toHaveAttribute('data-state', 'ready'), { timeout: 30_000 });
  return panel(name) as HTMLElement;
};

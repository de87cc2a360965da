import { describe, expect, it } from 'vitest';
import { isFirstPageShown, watchFirstPage } from './first-page';

describe('watchFirstPage', () => {
  it('is false until the router first resolves a location, then stays true and stops listening', () => {
    let resolved: (() => void) | null = null;
    let unsubscribed = 0;
    const router = {
      subscribe: (event: string, listener: () => void) => {
        expect(event).toBe('onResolved');
        resolved = listener;
        return () => {
          unsubscribed += 1;
        };
      },
    } as unknown as Parameters<typeof watchFirstPage>[0];
    watchFirstPage(router);
    expect(isFirstPageShown()).toBe(false);
    resolved!();
    expect(isFirstPageShown()).toBe(true);
    expect(unsubscribed).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { createSubmitLatch } from './submit-latch';

describe('createSubmitLatch', () => {
  it('lets one submission through until it is released', () => {
    const latch = createSubmitLatch();
    expect(latch.tryEnter()).toBe(true);
    expect(latch.tryEnter()).toBe(false);
    expect(latch.tryEnter()).toBe(false);
    latch.release();
    expect(latch.tryEnter()).toBe(true);
  });

  it('counts one request for a burst of submits around an async call', async () => {
    const latch = createSubmitLatch();
    let requests = 0;
    const submit = async () => {
      if (!latch.tryEnter()) return;
      requests += 1;
      await Promise.resolve();
      latch.release();
    };
    await Promise.all([submit(), submit(), submit()]);
    expect(requests).toBe(1);
    await submit();
    expect(requests).toBe(2);
  });

  it('keeps separate latches apart', () => {
    const a = createSubmitLatch();
    const b = createSubmitLatch();
    expect(a.tryEnter()).toBe(true);
    expect(b.tryEnter()).toBe(true);
  });
});

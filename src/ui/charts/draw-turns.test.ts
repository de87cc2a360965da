import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseDrawTurn, requestDrawTurn } from './draw-turns';

describe('draw turns', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    // Hand on whatever turn a test left held, so the next test starts with a free queue.
    releaseDrawTurn();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('grants one turn per task, in order, each only after the previous one is released', () => {
    const granted: string[] = [];
    requestDrawTurn(() => granted.push('a'));
    requestDrawTurn(() => granted.push('b'));
    requestDrawTurn(() => granted.push('c'));
    expect(granted).toEqual([]); // never in the caller's own task

    vi.runAllTimers();
    expect(granted).toEqual(['a']); // b waits until a has drawn

    releaseDrawTurn();
    vi.runAllTimers();
    expect(granted).toEqual(['a', 'b']);

    releaseDrawTurn();
    vi.runAllTimers();
    expect(granted).toEqual(['a', 'b', 'c']);
  });

  it('skips a cancelled request (a chart that went away before its turn)', () => {
    const granted: string[] = [];
    requestDrawTurn(() => granted.push('a'));
    const cancel = requestDrawTurn(() => granted.push('b'));
    requestDrawTurn(() => granted.push('c'));
    cancel();
    vi.runAllTimers();
    releaseDrawTurn();
    vi.runAllTimers();
    expect(granted).toEqual(['a', 'c']);
  });

  it('starts again after the queue ran empty', () => {
    const granted: string[] = [];
    requestDrawTurn(() => granted.push('a'));
    vi.runAllTimers();
    releaseDrawTurn();
    vi.runAllTimers();
    requestDrawTurn(() => granted.push('b'));
    vi.runAllTimers();
    expect(granted).toEqual(['a', 'b']);
  });
});

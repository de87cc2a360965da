import { describe, expect, it } from 'vitest';
import { authHandlers } from './auth';
import { handlers } from './index';

describe('handler registry', () => {
  it('includes every area module, each handler once', () => {
    for (const h of authHandlers) expect(handlers).toContain(h);
    expect(new Set(handlers).size).toBe(handlers.length);
  });
});

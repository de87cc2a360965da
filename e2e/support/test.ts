import { test as base, expect } from '@playwright/test';

/**
 * The e2e `test`: every page is watched for console errors and uncaught exceptions, and a
 * test fails if any appear (the Definition of Done asks for none). Tests start from a clean
 * demo state: each test gets a fresh browser context, so local storage starts empty.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

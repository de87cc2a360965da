import { describe, expect, it } from 'vitest';
import { accountsFilters } from '@/api/contract/accounts';
import { merchandisingFilters } from '@/api/contract/merchandising';
import { merchandisingReport, reportsFilters } from '@/api/contract/reports';
import { findUser, updateDemoState } from '../demo-state';
import { noSectionMessage, sectionsForPath } from './define-handler';
import { callDemoApi } from './testing/call-demo-api';

describe('section access of the demo API', () => {
  it('maps paths to the sections that may call them', () => {
    expect(sectionsForPath('/merchandising/filters')).toEqual(['merchandising']);
    expect(sectionsForPath('/merchandising/reports/all-visits')).toEqual(['merchandising', 'reports']);
    expect(sectionsForPath('/scorecard/week')).toEqual(['reports']);
    expect(sectionsForPath('/efforts/filters')).toEqual(['timeEfforts']);
    expect(sectionsForPath('/users/list')).toEqual(['admin']);
    expect(sectionsForPath('/salesman')).toBeNull();
    expect(sectionsForPath('/authtest')).toBeNull();
  });

  it("answers 403 with a message to a caller without the endpoint's section", async () => {
    // The manager holds Accounts, Sales and Reports.
    const denied = await callDemoApi(merchandisingFilters, {}, 'manager');
    expect([denied.status, await denied.text()]).toEqual([403, noSectionMessage(['merchandising'])]);
    expect((await callDemoApi(accountsFilters, {}, 'manager')).status).toBe(200);
    expect((await callDemoApi(reportsFilters, {}, 'manager')).status).toBe(200);
  });

  it("serves a report download under another section's path to a Reports holder", async () => {
    updateDemoState((s) => {
      const manager = findUser('manager', s);
      if (manager) manager.permissions = { Reports: { Permissions: ['merchandisingReport'], Filters: [] } };
    });
    expect((await callDemoApi(merchandisingReport, {}, 'manager')).status).toBe(200);
    expect((await callDemoApi(accountsFilters, {}, 'manager')).status).toBe(403);
  });
});

import * as account from './account';
import * as accounts from './accounts';
import * as alerts from './alerts';
import * as attention from './attention';
import * as auth from './auth';
import * as brands from './brands';
import * as database from './database';
import * as efforts from './time-efforts';
import type { Endpoint } from './endpoint';
import * as management from './management';
import * as merchandising from './merchandising';
import * as photoChanges from './photo-changes';
import * as photos from './photos';
import * as reports from './reports';
import * as sales from './sales';
import * as schedules from './schedule';
import * as scorecardFiles from './scorecard-files';
import * as targets from './targets';
import * as users from './users';

/**
 * Every endpoint of the contract, grouped by API area, for docs/api.md and contract
 * tests. Collected from the modules' exports, so a new endpoint cannot be forgotten.
 */
const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'kind' in value &&
  (value.kind === 'json' || value.kind === 'blob') &&
  'path' in value;

const collect = (module: Record<string, unknown>): Endpoint[] => Object.values(module).filter(isEndpoint);

export interface EndpointGroup {
  title: string;
  endpoints: Endpoint[];
}

export const ENDPOINT_GROUPS: EndpointGroup[] = [
  { title: 'Auth', endpoints: collect(auth) },
  { title: 'Users', endpoints: collect(users) },
  { title: 'Brands', endpoints: collect(brands) },
  { title: 'Chain scorecard files', endpoints: collect(scorecardFiles) },
  { title: 'Monthly targets', endpoints: collect(targets) },
  { title: 'Accounts', endpoints: collect(accounts) },
  { title: 'One account', endpoints: collect(account) },
  { title: 'Needs attention', endpoints: collect(attention) },
  { title: 'Merchandising', endpoints: collect(merchandising) },
  { title: 'Photo library', endpoints: [...collect(photos), ...collect(photoChanges)] },
  { title: 'Sales', endpoints: collect(sales) },
  { title: 'Reports and scorecards', endpoints: collect(reports) },
  { title: 'Management', endpoints: collect(management) },
  { title: 'Time and efforts', endpoints: collect(efforts) },
  { title: 'Schedule', endpoints: collect(schedules) },
  { title: 'Database', endpoints: collect(database) },
  { title: 'Alert rules', endpoints: collect(alerts) },
];

export const ALL_ENDPOINTS: Endpoint[] = ENDPOINT_GROUPS.flatMap((g) => g.endpoints);

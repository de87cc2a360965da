import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo API inside vitest (jsdom): same handlers as the browser worker. */
export const server = setupServer(...handlers);

/**
 * Storage keys of the demo API, in a module of their own so the page (browser.ts) can
 * clear them without loading the engine that reads them.
 */

/** Admin changes and issued tokens (demo-state.ts). */
export const DEMO_STATE_KEY = 'demo:state';

/** Active fault scenarios (scenarios.ts). */
export const SCENARIOS_STORAGE_KEY = 'demo:scenarios';

/** The demo data set's size when the page URL has no `?demoScale=` (get-db.ts). */
export const DEMO_SCALE_STORAGE_KEY = 'demo:scale';

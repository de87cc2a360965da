/**
 * The charts' chunk (recharts with it). Its own module: the route's loader starts it, and
 * importing it from the page module would put the whole page into the route tree's
 * first download.
 */
export const loadAccountsCharts = () => import('./accounts-charts');

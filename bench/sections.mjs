/**
 * The sections `npm run bench` and the bundle budgets cover, one row each: a new section
 * joins both by adding its row here.
 * - `path`: its page; `routeFile`: its route module. Its route JS is the entry, the
 *   signed-in layout and this route's chunks with their static imports, without the lazy
 *   map: what a first visit must run before the page draws (chunks the page loads lazily,
 *   such as the Sales charts, come after).
 * - `budgetKB`: gzip KB budget of that route JS in the real-API build, asserted by
 *   `npm run test:budgets` (part of `npm test`).
 * - `flip`: how the page moves its period and back, timed as a return to a cached period
 *   (0 requests expected): `{ kind: 'shortcut', a, b }` chooses the period shortcut b, then
 *   a (timed); `{ kind: 'buttons', a, b }` clicks button b, then button a (timed), and the
 *   URL must be the first one again. `null` for a page without a period.
 */
export const SECTIONS = [
  {
    id: 'accounts',
    path: '/accounts',
    routeFile: 'src/routes/_authenticated/accounts.tsx',
    // Was 400 (385.9 KB), then 410 (407.0 KB with the shell's page tools, shortcuts, last
    // view and dark mode). The Accounts charts then became a lazy chunk, like the Sales charts:
    // 303.5 KB. The budget follows, so the win stays.
    budgetKB: 310,
    flip: { kind: 'shortcut', a: 'Last Month', b: 'Last Week' },
  },
  {
    // One account's page (a long-lived account of the first brand): its blocks come from four
    // sections' endpoints; the sales charts are a lazy chunk.
    id: 'account',
    path: '/accounts/100010',
    routeFile: 'src/routes/_authenticated/accounts_.$accountId.tsx',
    budgetKB: 310,
    flip: { kind: 'shortcut', a: 'Last Month', b: 'Last Week' },
  },
  {
    id: 'sales',
    path: '/sales',
    routeFile: 'src/routes/_authenticated/sales.tsx',
    // 267 KB: the charts are a lazy chunk of their own.
    budgetKB: 300,
    flip: { kind: 'shortcut', a: 'Last Month', b: 'Last Week' },
  },
  {
    // The same page with the previous-period comparison on. Its flip back must stay
    // as fast and request-free: each period's baseline is the period before it, cached too.
    id: 'salesCompare',
    path: '/sales?compare=prev',
    routeFile: 'src/routes/_authenticated/sales.tsx',
    budgetKB: 300,
    flip: { kind: 'shortcut', a: 'Last Month', b: 'Last Week' },
  },
  {
    id: 'merchandising',
    path: '/merchandising',
    routeFile: 'src/routes/_authenticated/merchandising.tsx',
    budgetKB: 300,
    flip: { kind: 'shortcut', a: 'Last Month', b: 'Last Week' },
  },
  {
    // The photo library: the Merchandising filter and a grid of photo cards; slide decks and
    // PDFs are built by the API, so pptxgenjs is never in the page's JS. 304.5 KB: its album
    // dialogs, the pager and the zoom modal load with the page (lazy dialogs would win ~4 KB).
    id: 'photos',
    path: '/merchandising/photos',
    routeFile: 'src/routes/_authenticated/merchandising_.photos.tsx',
    budgetKB: 310,
    flip: { kind: 'shortcut', a: 'Last Month', b: 'Last Week' },
  },
  {
    id: 'reports',
    path: '/reports',
    routeFile: 'src/routes/_authenticated/reports.tsx',
    budgetKB: 300,
    flip: { kind: 'shortcut', a: 'Last Month', b: 'Last Week' },
  },
  {
    id: 'management',
    path: '/management',
    routeFile: 'src/routes/_authenticated/management.tsx',
    // 303.9 KB (298.9 before): each metric table pages its representatives on the server, and
    // its pager (Mantine's Pagination, the shared server-pager chunk, 3.2 KB) is drawn with
    // the table's first answer, as the other paged lists' are.
    budgetKB: 305,
    flip: { kind: 'shortcut', a: 'Last Month', b: 'Last Week' },
  },
  {
    id: 'timeEfforts',
    path: '/uds',
    routeFile: 'src/routes/_authenticated/uds.tsx',
    // 301.1 KB: every page's first code holds the routes' URL schemas and request
    // declarations (the photo library's joined them) and the panels' Export button.
    budgetKB: 305,
    flip: { kind: 'shortcut', a: 'Last Month', b: 'Last Week' },
  },
  {
    id: 'schedule',
    path: '/schedule',
    routeFile: 'src/routes/_authenticated/schedule.tsx',
    budgetKB: 300,
    flip: { kind: 'buttons', a: 'Prev Week', b: 'Next Week' },
  },
  {
    id: 'database',
    path: '/database',
    routeFile: 'src/routes/_authenticated/database.tsx',
    budgetKB: 300,
    flip: null,
  },
  {
    id: 'admin',
    path: '/admin',
    routeFile: 'src/routes/_authenticated/admin.tsx',
    // 341.8 KB: its dialogs (@mantine/form, the date picker) load with the page; every page's
    // first code grew ~3.5 KB with the photo library's route and the panels' Export button.
    budgetKB: 345,
    flip: null,
  },
];

export const sectionById = (id) => SECTIONS.find((section) => section.id === id);

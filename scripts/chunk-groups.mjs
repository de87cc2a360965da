// Chunk groups for the first load. The bundler splits the code every
// page needs into one chunk per distinct set of importers: for this app ~32 files in the
// entry's static graph and ~30 more for the signed-in layout and a page. Grouped, they
// compress together: 22-26 KB gzip less per page (login 226.5 -> 200.5 KB, /accounts
// 311.3 -> 286.5 KB), and a handful of requests instead of ~60.
//
// A group here names its root modules only; the bundler adds every module they use
// statically, after tree-shaking (`includeDependenciesRecursively`, on by default), so a
// group holds exactly what its roots need before they run, and nothing a package's index
// only re-exports.
// Groups are taken in priority order, each keeping what a higher one has not taken.
// Everything loaded later (pages' own code, the map, the charts, the spreadsheet writer)
// keeps the bundler's automatic splitting.
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Highest priority first; each group names its root modules, under src/. */
const GROUPS = [
  // What the HTML's script runs before anything renders: React, the router, the query
  // cache, the session, every route's search schema and loader.
  { name: 'app', roots: ['main.tsx'] },
  // The sign-in page: its form's pieces, which the signed-in pages use too, so /login
  // does not download the layout for them.
  { name: 'login', roots: ['routes/login.tsx?tsr-split=component'] },
  // The signed-in layout (header, navigation, user menu, notices) that every page runs in.
  { name: 'signed-in', roots: ['routes/_authenticated.tsx?tsr-split=component'] },
  // What the section pages are built from: the filter bar and its URL state, the page
  // frame, the panel with its states, the download button, the summary cards, and the
  // links to an account's page and the term/value rows most pages' popups and lists share.
  {
    name: 'section-page',
    roots: [
      'filters/use-section-filter.ts',
      'filters/board/filter-board.tsx',
      'filters/board/controls.tsx',
      'filters/use-comparison.ts',
      'filters/use-section-panels.ts',
      'ui/page/page-frame.tsx',
      'ui/panel/panel.tsx',
      'ui/panel/panel-code-loading.tsx',
      'ui/download/download-button.tsx',
      'ui/links/account-link.tsx',
      'ui/details/detail-row.tsx',
      // The summary cards' "Alert me" (its form loads on a click).
      'ui/alerts/alert-me-button.tsx',
      // Targets and pacing: the cards' pace line, the charts' target line, the rep tables'
      // grades, which four pages share.
      'ui/targets/use-card-pacing.ts',
      'ui/targets/use-target-line.ts',
      'ui/targets/table-pacing.ts',
      'ui/targets/pace-tag.tsx',
    ],
  },
];

/** `build.rolldownOptions.output.codeSplitting.groups`; builds without these modules (the Web Workers') are unaffected. */
export function firstLoadChunkGroups() {
  return GROUPS.map(({ name, roots }, index) => {
    const modules = new Set(roots.map((root) => `${SRC}${root}`));
    return { name, test: (id) => modules.has(id), priority: GROUPS.length - index };
  });
}

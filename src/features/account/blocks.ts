import type { PanelPermission } from '@/ui/panel/panel';

/**
 * The account page's blocks and the permission each needs: the one of the section its data
 * comes from, so a user sees here exactly what that section would show them. The header
 * needs only the Accounts section, which the route requires.
 */
export const BLOCK_PERMISSIONS = {
  statusHistory: { section: 'accounts', key: 'accountStatus' },
  salesFigures: { section: 'sales', key: 'summary' },
  salesOverTime: { section: 'sales', key: 'total' },
  salesBySku: { section: 'sales', key: 'totalBySku' },
  merchandisingFigures: { section: 'merchandising', key: 'summary' },
  merchandisingHistory: { section: 'merchandising', key: 'summary' },
  photos: { section: 'merchandising', key: 'accountImages' },
  visits: { section: 'schedule', key: 'asmSchedule' },
} as const satisfies Record<string, PanelPermission>;

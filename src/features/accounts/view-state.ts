import { z } from 'zod';
import { filterSchemas } from '@/filters/schemas';

/**
 * The Accounts page's view key (docs/filters.md "View state in the URL"): `account`, the
 * map pin whose popup is open, so the palette and a pasted link open an
 * account on the map. Not filter: applying a filter drops it (the account may not match).
 */
export const accountsSearchSchema = filterSchemas.accounts.extend({
  account: z.string().regex(/^\d+$/).optional().catch(undefined),
});

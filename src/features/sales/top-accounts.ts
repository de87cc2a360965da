import { COMPANY_GROUP_ACCOUNT_NAME, TOP_ACCOUNTS_LIMIT, type TopAccount } from '@/api/contract/sales';

/**
 * The Top 10 Accounts rule (SPEC.md section 4) applied again on the client: the server
 * already answers this way, but the table must never show the company's own group
 * account or more than 10 rows whatever a server sends. Highest sales first, amounts
 * rounded to whole dollars.
 */
export function topAccountRows(accounts: readonly TopAccount[]): TopAccount[] {
  return accounts
    .filter((account) => account.accountName.trim() !== COMPANY_GROUP_ACCOUNT_NAME)
    .map((account) => ({ ...account, totalSales: Math.round(account.totalSales) }))
    .sort((a, b) => b.totalSales - a.totalSales)
    .slice(0, TOP_ACCOUNTS_LIMIT);
}

import { stringify } from 'csv-stringify/browser/esm/sync';
import type { CampaignResults, CurrencyResult } from '@shared/schemas/campaign-results';

/** Columns of the results CSV, as a spreadsheet shows them. */
const HEADER = [
  'Creator',
  'Status',
  'Currency',
  'Fees',
  'Gifts (retail)',
  'Gifts (cost)',
  'Spend',
  'Orders',
  'Revenue',
  'Return on spend',
  'Cost per order',
  'Clicks',
];

const cells = (r: CurrencyResult) => [
  r.currencyCode,
  r.fees,
  r.gifts,
  r.giftsCost ?? '',
  r.spend,
  r.orders,
  r.revenue,
  r.roas ?? '',
  r.costPerOrder ?? '',
];

/**
 * The results as CSV (RFC 4180, csv-stringify): a row per collaboration and currency, then a
 * "Total" row per currency. Clicks stand on a collaboration's first row and the first total row.
 * No addresses or contact details: only handles, money and counts.
 */
export function resultsCsv(results: CampaignResults): string {
  const rows: (string | number)[][] = [HEADER];
  for (const c of results.collaborations) {
    const lines = c.results.length > 0 ? c.results : [null];
    lines.forEach((r, i) => {
      const money = r ? cells(r) : ['', '', '', '', '', 0, '', '', ''];
      rows.push([`@${c.username}`, c.status, ...money, i === 0 ? c.clicks : '']);
    });
  }
  results.totals.forEach((r, i) =>
    rows.push(['Total', '', ...cells(r), i === 0 ? results.clicks : '']),
  );
  return stringify(rows);
}

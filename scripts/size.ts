/**
 * `npm run size`: the gzip JS each budgeted page loads from the built app (dist/app, after `npm
 * run build`), before its route's code and with it, printed per page beside its budget and the
 * goal; exits 1 when a page is past its budget. The budgets hold what the app weighs now (a
 * ratchet: lower them as it gets lighter); issue 32's goals, not met yet, are at most 130 KB
 * before route code on `/` and `/login` and at most 200 KB in all on `/influencer`. Read from
 * Vite's manifest (dist/app/.vite/manifest.json). Run by Node itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/build-stamp.ts';
import { type Manifest, measurePages, type PageBudget } from './lib/js-size.ts';

const APP = join(ROOT, 'dist/app');
/** The HTML's entry (its script, app/boot.ts) and the app it starts (app/main.tsx), manifest keys. */
const ENTRY = 'index.html';
const SHELL = 'main.tsx';
const BUDGETS: PageBudget[] = [
  { page: '/', route: 'routes/home.tsx', beforeRouteKb: 175 },
  { page: '/login', route: 'routes/login.tsx', beforeRouteKb: 175 },
  { page: '/influencer', route: 'routes/influencer.tsx', beforeRouteKb: 175, totalKb: 380 },
  { page: '/pricing', route: 'routes/pricing.tsx' },
  { page: '/resource/:slug', route: 'routes/resource.tsx' },
  { page: '/campaign-detail/:id', route: 'routes/campaign-detail.tsx' },
];

/** Issue 32's goals, printed beside the budgets. */
const GOALS: Record<string, string> = {
  '/': '≤ 130 before route',
  '/login': '≤ 130 before route',
  '/influencer': '≤ 200 in all',
};

const manifest = JSON.parse(readFileSync(join(APP, '.vite/manifest.json'), 'utf8')) as Manifest;
const pages = measurePages(manifest, ENTRY, SHELL, BUDGETS, (file) =>
  readFileSync(join(APP, file)),
);
const budgetOf = (page: string) => BUDGETS.find((b) => b.page === page)!;
console.log('gzip JS per page, KB (1000 bytes), from dist/app');
console.table(
  pages.map((p) => ({
    page: p.page,
    'before route code': p.beforeRouteKb.toFixed(1),
    'route code': p.routeKb.toFixed(1),
    total: p.totalKb.toFixed(1),
    goal: GOALS[p.page] ?? '',
    budget: [
      budgetOf(p.page).beforeRouteKb && `≤ ${budgetOf(p.page).beforeRouteKb} before route`,
      budgetOf(p.page).totalKb && `≤ ${budgetOf(p.page).totalKb} in all`,
    ]
      .filter(Boolean)
      .join(', '),
    result: p.over.length ? `OVER: ${p.over.join('; ')}` : 'ok',
  })),
);
if (pages.some((p) => p.over.length > 0)) process.exit(1);

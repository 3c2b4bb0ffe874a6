import { type SafeHtml, html } from '../kit/html';
import { pageShell } from '../kit/page';

/** Shopify's look: its admin style sheet under a banner naming the shop. */

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; background: #f1f1f1; color: #303030; }
  header { background: #1a1a1a; color: #fff; padding: 12px 24px; font-weight: 600; }
  header a { color: #fff; }
  main { max-width: 760px; margin: 24px auto; background: #fff; border-radius: 12px; padding: 24px 32px;
         box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  h2 { font-size: 1.1rem; margin-top: 2rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e3e3e3; }
  label { display: block; margin: 12px 0 4px; font-weight: 600; }
  input, select { font: inherit; padding: 6px 8px; border: 1px solid #8a8a8a; border-radius: 8px; min-width: 260px; }
  button, .button { font: inherit; display: inline-block; margin-top: 16px; padding: 8px 16px; border-radius: 8px;
           border: 1px solid #1a1a1a; background: #1a1a1a; color: #fff; cursor: pointer; text-decoration: none; }
  .secondary { background: #fff; color: #1a1a1a; }
  .actions { display: flex; gap: 12px; align-items: center; }
  [role=alert] { background: #fee9e8; color: #8e1f0b; padding: 8px 12px; border-radius: 8px; }
  [role=status] { background: #cdfee1; color: #0c5132; padding: 8px 12px; border-radius: 8px; }
  :focus-visible { outline: 3px solid #005bd3; outline-offset: 2px; }
  .muted { color: #616161; }
`;

/** A complete page with Shopify's layout; the banner names `shopName` when given. */
export function page(title: string, body: SafeHtml, options: { shopName?: string } = {}): string {
  const banner = html`Shopify (local fake)${options.shopName ? html` · ${options.shopName}` : ''}`;
  return pageShell({ title, style: STYLE, banner }, body);
}

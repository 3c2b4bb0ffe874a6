import type { SafeHtml } from '../kit/html';
import { pageShell } from '../kit/page';

/** Stripe's look: its style sheet under a banner naming who the page is for. */

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; background: #f6f9fc; color: #30313d; }
  header { background: #635bff; color: #fff; padding: 12px 24px; font-weight: 600; }
  main { max-width: 820px; margin: 24px auto; background: #fff; border-radius: 12px; padding: 24px 32px;
         box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  h2 { font-size: 1.15rem; margin-top: 2rem; }
  h3 { font-size: 1rem; margin-bottom: 4px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e6e6e6; vertical-align: top; }
  label { display: block; margin: 12px 0 4px; font-weight: 600; }
  input { font: inherit; padding: 8px 10px; border: 1px solid #8792a2; border-radius: 6px; min-width: 280px; }
  button, .button { font: inherit; display: inline-block; margin: 8px 8px 0 0; padding: 8px 16px; border-radius: 6px;
           border: 1px solid #635bff; background: #635bff; color: #fff; cursor: pointer; text-decoration: none; }
  .secondary { background: #fff; color: #4b44d6; }
  .danger { background: #fff; color: #b3093c; border-color: #b3093c; }
  form.inline { display: inline; }
  .price { font-size: 1.4rem; font-weight: 600; margin: 4px 0 16px; }
  .hint, .muted { color: #596171; font-size: .9rem; }
  section.card { border: 1px solid #e6e6e6; border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
  [role=alert] { background: #fff0f3; color: #8a0829; padding: 8px 12px; border-radius: 6px; }
  [role=status] { background: #ebfff2; color: #05603a; padding: 8px 12px; border-radius: 6px; }
  :focus-visible { outline: 3px solid #0055d4; outline-offset: 2px; }
`;

/** A complete page with Stripe's layout; `banner` names who the page is for. */
export function page(
  title: string,
  body: SafeHtml,
  banner = 'Stripe (local fake) · test mode',
): string {
  return pageShell({ title, style: STYLE, banner }, body);
}

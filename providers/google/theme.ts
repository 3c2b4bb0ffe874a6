import type { SafeHtml } from '../kit/html';
import { pageShell } from '../kit/page';

/** Google's look: its style sheet under a "Google (local fake)" banner. */

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f0f4f9; color: #1f1f1f; }
  header { background: #fff; color: #444746; padding: 12px 24px; font-weight: 600;
           border-bottom: 1px solid #dadce0; }
  main { max-width: 720px; margin: 24px auto; background: #fff; border-radius: 28px; padding: 32px 40px;
         box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.6rem; font-weight: 400; margin-top: 0; }
  h2 { font-size: 1.1rem; font-weight: 500; margin-top: 1.8rem; }
  ul.scopes { padding-left: 1.2rem; }
  ul.scopes li { margin: 6px 0; }
  ul.accounts { list-style: none; padding: 0; }
  ul.accounts li { margin: 8px 0; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e6e6e6; vertical-align: top; }
  button { font: inherit; padding: 10px 20px; border-radius: 20px; border: 1px solid #0b57d0;
           background: #0b57d0; color: #fff; cursor: pointer; text-align: left; }
  button.secondary { background: #fff; color: #0b57d0; border-color: #747775; }
  form.inline { display: inline; }
  .muted, .hint { color: #444746; font-size: .9rem; }
  code { font-size: .85rem; overflow-wrap: anywhere; }
  [role=alert] { background: #fce8e6; color: #8c1d18; padding: 8px 12px; border-radius: 8px; }
  :focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
`;

/** A complete page with Google's layout. */
export function page(title: string, body: SafeHtml): string {
  return pageShell({ title, style: STYLE, banner: 'Google (local fake)' }, body);
}

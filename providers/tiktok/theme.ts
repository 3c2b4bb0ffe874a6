import type { SafeHtml } from '../kit/html';
import { dialogStyle } from '../kit/dialog-style';
import { pageShell } from '../kit/page';

/** TikTok's look: the dialog style in TikTok's colours, under a "TikTok (local)" banner. */

const STYLE = dialogStyle({
  background: '#f1f1f2',
  ink: '#161823',
  banner: '#121212',
  accent: '#d1153f',
  secondaryInk: '#161823',
  secondaryBorder: '#8a8b91',
});

/** A complete page with TikTok's layout; `wide` for tables. */
export function page(title: string, body: SafeHtml, options: { wide?: boolean } = {}): string {
  return pageShell(
    {
      title,
      style: STYLE,
      banner: 'TikTok (local fake)',
      ...(options.wide ? { mainClass: 'wide' } : {}),
    },
    body,
  );
}

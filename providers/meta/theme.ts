import type { SafeHtml } from '../kit/html';
import { dialogStyle } from '../kit/dialog-style';
import { pageShell } from '../kit/page';

/** Meta's look: the dialog style in Meta's colours, under a banner in the colour of the product. */

/** Whose page it is: the banner's colour and label. */
export type Brand = 'facebook' | 'instagram' | 'local';

const BANNERS: Record<Brand, { label: string; colour: string }> = {
  facebook: { label: 'Facebook (local fake)', colour: '#0866ff' },
  instagram: { label: 'Instagram (local fake)', colour: '#c13584' },
  local: { label: 'Meta (local fake)', colour: '#1c2b33' },
};

const STYLE = dialogStyle({
  background: '#f0f2f5',
  ink: '#1c1e21',
  accent: '#0a5ed7',
  secondaryInk: '#1c1e21',
  secondaryBorder: '#8a8d91',
});

/** A complete page with Meta's layout; `brand` picks the banner, `wide` is for tables. */
export function page(
  title: string,
  body: SafeHtml,
  options: { brand?: Brand; wide?: boolean } = {},
): string {
  const banner = BANNERS[options.brand ?? 'local'];
  return pageShell(
    {
      title,
      style: STYLE,
      banner: banner.label,
      bannerStyle: `background: ${banner.colour}`,
      ...(options.wide ? { mainClass: 'wide' } : {}),
    },
    body,
  );
}

/**
 * The style sheet of the consent dialogs Meta and TikTok show (a narrow card, choices in
 * fieldsets, a wide variant for tables), in the vendor's colours.
 */

/** A vendor's colours for {@link dialogStyle} (CSS colours). */
export interface DialogColours {
  /** The page behind the card. */
  background: string;
  /** The text. */
  ink: string;
  /** The banner's background; none when the page sets it (a banner per product). */
  banner?: string;
  /** The primary button. */
  accent: string;
  /** The secondary button's text and border. */
  secondaryInk: string;
  secondaryBorder: string;
}

/** The dialog style sheet in `colours`. */
export function dialogStyle(colours: DialogColours): string {
  const banner = colours.banner ? `background: ${colours.banner}; ` : '';
  return `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
  body { margin: 0; background: ${colours.background}; color: ${colours.ink}; }
  header { ${banner}color: #fff; padding: 12px 24px; font-weight: 700; }
  main { max-width: 560px; margin: 24px auto; background: #fff; border-radius: 8px; padding: 24px 32px;
         box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  main.wide { max-width: 880px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  h2 { font-size: 1.1rem; margin-top: 1.5rem; }
  fieldset { border: 1px solid #ccd0d5; border-radius: 8px; padding: 8px 16px 12px; margin: 16px 0; }
  legend { font-weight: 600; padding: 0 4px; }
  .choice { display: flex; gap: 10px; align-items: center; padding: 6px 0; }
  .choice input { width: 1.1rem; height: 1.1rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e4e6eb; vertical-align: top; }
  button, .button { font: inherit; display: inline-block; margin: 8px 8px 0 0; padding: 8px 18px; border-radius: 6px;
           border: 1px solid ${colours.accent}; background: ${colours.accent}; color: #fff; cursor: pointer; text-decoration: none; font-weight: 600; }
  .secondary { background: #fff; color: ${colours.secondaryInk}; border-color: ${colours.secondaryBorder}; }
  form.inline { display: inline; }
  .actions { display: flex; flex-wrap: wrap; align-items: center; }
  .muted, .hint { color: #606770; font-size: .9rem; }
  code { overflow-wrap: anywhere; }
  [role=alert] { background: #ffebe9; color: #8c1d18; padding: 8px 12px; border-radius: 6px; }
  :focus-visible { outline: 3px solid #1b74e4; outline-offset: 2px; }
`;
}

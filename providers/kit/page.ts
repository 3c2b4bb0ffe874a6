import { SafeHtml, html } from './html';

/** What {@link pageShell} puts around a page's body. */
export interface Shell {
  /** The document title. */
  title: string;
  /** The vendor's style sheet (CSS text, inlined). */
  style: string;
  /** The banner naming whose page it is ("Google (local fake)"). */
  banner: SafeHtml | string;
  /** An inline style for the banner (a vendor whose banner colour varies by product). */
  bannerStyle?: string;
  /** A class for `<main>` (`wide` for tables). */
  mainClass?: string;
}

/** A complete HTML document: the vendor's style, its banner, then `body` in `<main>`. */
export function pageShell(shell: Shell, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${shell.title}</title>
        <!-- No icon: without this line the browser asks for /favicon.ico. -->
        <link rel="icon" href="data:," />
        <style>
          ${new SafeHtml(shell.style)}
        </style>
      </head>
      <body>
        <header${shell.bannerStyle ? html` style="${shell.bannerStyle}"` : ''}>${shell.banner}</header>
        <main${shell.mainClass ? html` class="${shell.mainClass}"` : ''}>${body}</main>
      </body>
    </html> `.value;
}

/** The body of a refusal page: the title as heading and the message as an alert. */
export function refusal(title: string, message: string): SafeHtml {
  return html`<h1>${title}</h1>
    <p role="alert">${message}</p>`;
}

import MarkdownIt from 'markdown-it';
import markdownItAnchor from 'markdown-it-anchor';
import markdownItFrontMatter from 'markdown-it-front-matter';
import readingTime from 'reading-time';
import sanitizeHtml from 'sanitize-html';
import type { ResourceTocEntry } from '@shared/schemas/resources';

/** A Markdown guide rendered: what its front matter says, its safe HTML, contents and plain text. */
export interface RenderedMarkdown {
  /** The raw YAML between the leading `---` fences ('' without front matter). */
  frontMatter: string;
  /** Sanitised HTML of the body; `##`/`###` headings carry their table-of-contents ids. */
  html: string;
  /** The `##` and `###` headings, in order. */
  toc: ResourceTocEntry[];
  /** The body's words without markup (what the search reads). */
  text: string;
  /** Estimated reading time in whole minutes, at least 1 (reading-time's 200 words a minute). */
  readingMinutes: number;
}

/** Heading ids: lowercase ASCII words joined by hyphens ("Price rules & codes" → "price-rules-codes"). */
function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * What survives in a guide's HTML: sanitize-html's default text tags with headings' ids, and links
 * whose address is relative, http(s) or mailto — no scripts, styles, event handlers or
 * `javascript:` URLs, even when the Markdown holds raw HTML.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags,
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    h2: ['id'],
    h3: ['id'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    // Links to other sites leave without handing them this page or a window reference.
    a: (tagName, attribs) =>
      /^https?:/i.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/**
 * Renders one Markdown guide (CommonMark with GFM tables, via markdown-it) into sanitised HTML,
 * its table of contents, plain text and reading time. Raw HTML in the Markdown is parsed and then
 * stripped down by sanitize-html. Pure: the same source gives the same result.
 */
export function renderGuideMarkdown(source: string): RenderedMarkdown {
  let frontMatter = '';
  const toc: ResourceTocEntry[] = [];
  const md = new MarkdownIt({ html: true, linkify: false, typographer: false })
    .use(markdownItFrontMatter, (raw: string) => {
      frontMatter = raw;
    })
    .use(markdownItAnchor, {
      level: [2, 3],
      slugify,
      tabIndex: false,
      callback: (token, { slug, title }) =>
        toc.push({ id: slug, text: title, level: token.tag === 'h2' ? 2 : 3 }),
    });
  const tokens = md.parse(source, {});
  const text = tokens
    .flatMap((token) => token.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join(' ');
  const html = sanitizeHtml(md.renderer.render(tokens, md.options, {}), SANITIZE_OPTIONS);
  const readingMinutes = Math.max(1, Math.round(readingTime(text).minutes));
  return { frontMatter, html, toc, text, readingMinutes };
}

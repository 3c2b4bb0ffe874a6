import { compile as compileHtmlToText } from 'html-to-text';
import { Liquid, type Template } from 'liquidjs';
import sanitizeHtml from 'sanitize-html';
import { TEMPLATE_VARIABLES } from '@shared/constants/email';
import { badRequest, fieldError } from '../../errors';

/** Values of the template variables for one recipient (PRODUCT §5). */
export interface EmailVariables {
  influencer: { name: string; username: string };
  sender: { name: string };
  campaign: { name: string };
  discount_code: string;
  unsubscribe_url: string;
}

/** A parsed subject and body, rendered many times (parse once: the lead renders 10,000 recipients per campaign). */
export interface CompiledEmail {
  render(vars: EmailVariables): { subject: string; html: string; text: string };
}

/**
 * Liquid tags a template may use: conditions and assignments, which the six variables need.
 * Everything else is refused as a syntax error: include, render and layout (no files), raw,
 * echo, liquid, cycle and tablerow (they write markup without the output escaping), and for,
 * capture, break and continue — a loop can multiply a 100 KB body into hundreds of megabytes.
 */
const ALLOWED_TAGS = new Set(['assign', 'case', 'comment', '#', 'if', 'unless']);

/** Largest rendered body, in characters: a render past it is refused, not sent. */
const RENDERED_MAX_LENGTH = 1_000_000;

/** Values a trial render uses when a template is compiled (long enough to show growth). */
const TRIAL_VARIABLES: EmailVariables = {
  influencer: { name: 'A'.repeat(100), username: 'a'.repeat(100) },
  sender: { name: 'S'.repeat(100) },
  campaign: { name: 'C'.repeat(200) },
  discount_code: 'D'.repeat(100),
  unsubscribe_url: `https://example.com/unsubscribe/${'t'.repeat(100)}`,
};

/**
 * A Liquid engine: undefined variables and filters are errors, only own
 * properties are read, `{{ }}` outputs HTML-escaped when asked (the escaping is fixed at parse
 * time; the `raw` filter is removed so a template cannot opt out), no file system, and limits on memory and render time so a template cannot
 * loop a worker to death.
 */
function createEngine(outputEscape: 'escape' | undefined): Liquid {
  const engine = new Liquid({
    strictVariables: true,
    strictFilters: true,
    ownPropertyOnly: true,
    ...(outputEscape && { outputEscape }),
    templates: {},
    parseLimit: 1_000_000,
    memoryLimit: 10_000_000,
    renderLimit: 200,
  });
  const tags = engine.tags as Record<string, unknown>;
  for (const name of Object.keys(tags)) if (!ALLOWED_TAGS.has(name)) delete tags[name];
  delete (engine.filters as Record<string, unknown>).raw;
  return engine;
}

/** Bodies: every output HTML-escaped. */
const htmlEngine = createEngine('escape');
/** Subjects: plain text, nothing escaped. */
const textEngine = createEngine(undefined);
const knownVariables = new Set<string>(TEMPLATE_VARIABLES);

const BLOCK_TAGS = ['p', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'blockquote', 'hr', 'br'];
const INLINE_TAGS = ['strong', 'em', 'u', 's', 'a', 'img', 'span'];

/** A Liquid output or tag in text: `{{ … }}` or `{% … %}`. */
const LIQUID_REGION = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g;
/** The only Liquid an attribute may hold: bare variable outputs (no filters, quotes or tags). */
const ATTRIBUTE_OUTPUT = /\{\{\s*[A-Za-z_][\w.]*\s*\}\}/g;
const SAFE_URL = /^(https?:|mailto:)/i;

/**
 * Whether an attribute value may stay: Liquid in it is limited to bare outputs such as
 * `{{ unsubscribe_url }}`, so a tag can never cut the markup around an attribute; URLs must be
 * http, https or mailto, or be exactly `{{ unsubscribe_url }}`.
 */
function isSafeAttribute(value: string, isUrl: boolean): boolean {
  const withoutOutputs = value.replace(ATTRIBUTE_OUTPUT, '');
  if (withoutOutputs.includes('{{') || withoutOutputs.includes('{%')) return false;
  if (!isUrl) return true;
  const url = value.trim();
  return SAFE_URL.test(url) || /^\{\{\s*unsubscribe_url\s*\}\}$/.test(url);
}

/** Drops unsafe attributes of links and images (see {@link isSafeAttribute}). */
function keepSafeAttributes(urlAttribute: string): sanitizeHtml.Transformer {
  return (tagName, attribs) => ({
    tagName,
    attribs: Object.fromEntries(
      Object.entries(attribs).filter(([name, value]) =>
        isSafeAttribute(value, name === urlAttribute),
      ),
    ),
  });
}

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCK_TAGS, ...INLINE_TAGS],
  allowedAttributes: { a: ['href'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: keepSafeAttributes('href'), img: keepSafeAttributes('src') },
};

/** What the editor and the sanitiser escape that Liquid needs back. `&lt;` stays: see below. */
const ENTITIES: Record<string, string> = {
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#34;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
  '\u00a0': ' ',
};
const ENTITY = /&gt;|&amp;|&quot;|&#34;|&#39;|&#x27;|&nbsp;|\u00a0/g;

/**
 * Decodes the entities the editor and the sanitiser put into Liquid tags and outputs in text
 * (`{% if discount_code != &quot;&quot; %}`), so Liquid reads what the user typed. Only text
 * between tags is touched, never attributes, and `&lt;` is never decoded, so the stored HTML
 * gains no markup (write `b > a`, not `a < b`); every Liquid output is escaped when rendered.
 */
function decodeLiquidRegions(html: string): string {
  return html.replace(/(^|>)([^<]+)/g, (_, start: string, text: string) => {
    const decoded = text.replace(LIQUID_REGION, (region) =>
      region.replace(ENTITY, (e) => ENTITIES[e]!),
    );
    return start + decoded;
  });
}

/**
 * Sanitises editor HTML for email with sanitize-html (allow-list: p, br, strong, em, u, s, a[href], ul, ol, li, h1-h3, blockquote, img[src,alt,width,height], span, hr; http/https/mailto links only; no style/script/event handlers). Liquid tags/outputs in text and href must survive (href="{{ unsubscribe_url }}").
 * Attributes may hold bare Liquid outputs only (`{{ discount_code }}`), never tags or filters.
 */
export function sanitizeEmailHtml(html: string): string {
  return decodeLiquidRegions(sanitizeHtml(html, sanitizeOptions));
}

/** Whether sanitised HTML shows nothing: no text and no image. */
export function isEmptyEmailHtml(html: string): boolean {
  return !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').trim() === '';
}

/** A Liquid error's message, without the engine's internal stack. */
function liquidMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

interface Parsed {
  templates: Template[] | null;
  error: string | null;
  unknownVariables: string[];
}

/** Parses one source and lists its global variables outside {@link TEMPLATE_VARIABLES}. */
function parse(engine: Liquid, source: string): Parsed {
  try {
    const templates = engine.parse(source);
    const variables = engine.globalFullVariablesSync(templates);
    const unknownVariables = [...new Set(variables.filter((v) => !knownVariables.has(v)))];
    return { templates, error: null, unknownVariables };
  } catch (error) {
    return { templates: null, error: liquidMessage(error), unknownVariables: [] };
  }
}

/** The problems of a parsed subject and body, subject errors prefixed with "Subject: ". */
function problems(subject: Parsed, html: Parsed) {
  return {
    unknownVariables: [...new Set([...subject.unknownVariables, ...html.unknownVariables])],
    errors: [
      ...(subject.error ? [`Subject: ${subject.error}`] : []),
      ...(html.error ? [html.error] : []),
    ],
  };
}

/** Variables outside TEMPLATE_VARIABLES and Liquid syntax errors found in a subject and body. */
export function checkEmail(input: { subject: string; html: string }): {
  unknownVariables: string[];
  errors: string[];
} {
  return problems(parse(textEngine, input.subject), parse(htmlEngine, input.html));
}

/** The 400 for a source's syntax error or unknown variables, naming `path`. */
function fieldProblem(path: string, parsed: Parsed) {
  if (parsed.error) return { path, message: `Liquid syntax error: ${parsed.error}` };
  if (parsed.unknownVariables.length === 0) return null;
  const allowed = TEMPLATE_VARIABLES.join(', ');
  return {
    path,
    message: `Unknown variables: ${parsed.unknownVariables.join(', ')} (use ${allowed})`,
  };
}

const toText = compileHtmlToText({
  wordwrap: 100,
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
  ],
});

/** A rendered subject is one header line: line breaks from values become spaces. */
const oneLine = (subject: string) => subject.replace(/[\r\n]+/g, ' ').trim();

/**
 * Parses with liquidjs (strictVariables, no filesystem, no includes); HTML output escapes values
 * (outputEscape 'escape'), the subject does not; text = html-to-text of the html. A trial render
 * with long sample values checks the engine's memory and time limits and the 1 MB output cap at
 * once, so a template that breaks them is refused when saved, not when sent. `render` is
 * synchronous (liquidjs `renderSync`).
 * @throws AppError 400 naming `body.subject` / `body.content` (fieldError) on syntax errors,
 *   unknown variables or a render past the limits — from `compileEmail` and from `render`.
 */
export function compileEmail(input: { subject: string; html: string }): CompiledEmail {
  const subject = parse(textEngine, input.subject);
  const html = parse(htmlEngine, input.html);
  const errors = [fieldProblem('body.subject', subject), fieldProblem('body.content', html)].filter(
    (e) => e !== null,
  );
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  const subjectTemplates = subject.templates!;
  const htmlTemplates = html.templates!;
  const compiled: CompiledEmail = {
    render(vars) {
      let renderedHtml: string;
      let renderedSubject: string;
      try {
        renderedHtml = htmlEngine.renderSync(htmlTemplates, vars) as string;
        renderedSubject = textEngine.renderSync(subjectTemplates, vars) as string;
      } catch (error) {
        throw fieldError(
          'body.content',
          `The template cannot be rendered: ${liquidMessage(error)}`,
        );
      }
      if (renderedHtml.length > RENDERED_MAX_LENGTH) {
        throw fieldError('body.content', 'The rendered email is larger than 1 MB');
      }
      return { subject: oneLine(renderedSubject), html: renderedHtml, text: toText(renderedHtml) };
    },
  };
  compiled.render(TRIAL_VARIABLES);
  return compiled;
}

/** What {@link previewEmail} answers: the render plus the problems found. */
export interface EmailPreviewResult {
  subject: string;
  html: string;
  text: string;
  unknownVariables: string[];
  errors: string[];
}

/** Sets `value` at `path` in a copy-on-write nested object, unless a string is in the way. */
function setPath(scope: Record<string, unknown>, path: string[], value: string) {
  let node = scope;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      if (!(key in node)) node[key] = value;
      return;
    }
    const next = node[key];
    if (next !== undefined && (typeof next !== 'object' || next === null)) return;
    node[key] = { ...(next as Record<string, unknown> | undefined) };
    node = node[key] as Record<string, unknown>;
  }
}

/** The variables with each unknown variable set to its own source text (`{{ name }}`). */
function withPlaceholders(vars: EmailVariables, unknown: string[]): Record<string, unknown> {
  const scope: Record<string, unknown> = structuredClone(vars) as unknown as Record<
    string,
    unknown
  >;
  for (const name of unknown) setPath(scope, name.split('.'), `{{ ${name} }}`);
  return scope;
}

/**
 * Renders a subject and body for a preview without throwing: unknown variables show as their own
 * `{{ name }}` text (never blank) and are listed; a source with a syntax error is shown as written
 * (sanitised body, unrendered) and its error listed. A render that breaks the engine's limits is
 * listed as an error too.
 */
export function previewEmail(
  input: { subject: string; html: string },
  vars: EmailVariables,
): EmailPreviewResult {
  const subject = parse(textEngine, input.subject);
  const html = parse(htmlEngine, input.html);
  const found = problems(subject, html);
  const scope = withPlaceholders(vars, found.unknownVariables);
  const errors = [...found.errors];
  const render = (engine: Liquid, parsed: Parsed, source: string) => {
    if (!parsed.templates) return source;
    try {
      return engine.renderSync(parsed.templates, scope, { strictVariables: false }) as string;
    } catch (error) {
      errors.push(liquidMessage(error));
      return source;
    }
  };
  const renderedHtml = render(htmlEngine, html, input.html);
  return {
    subject: oneLine(render(textEngine, subject, input.subject)),
    html: renderedHtml,
    text: toText(renderedHtml),
    unknownVariables: found.unknownVariables,
    errors,
  };
}

import { createHash, randomBytes } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { afterEach } from 'vitest';

/**
 * What the providers' tests share: an injected clock, closing what a test started, sending a
 * vendor URL to a provider as the app's `*_TEST_SERVER_URL` does, reading where a redirect lands,
 * a PKCE pair made independently of the provider, and pressing a page's buttons as a browser posts
 * its forms (the page parsed by jsdom). For test files only.
 */

/** A clock a test moves by hand; it goes back to `start` after each test. */
export interface TestClock {
  /** The current time, to pass as a provider's `now`. */
  now(): Date;
  /** Moves the clock on by `ms` milliseconds. */
  advance(ms: number): void;
  /** Sets the clock to `at`. */
  set(at: Date): void;
}

/** A {@link TestClock} at `start`, reset to it after each test. */
export function testClock(start: Date): TestClock {
  let current = start;
  afterEach(() => {
    current = start;
  });
  return {
    now: () => current,
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
    set: (at) => {
      current = at;
    },
  };
}

/** Registers closers (providers, receivers) that run after each test; answers the register. */
export function closeAfterEach(): (close: () => Promise<void>) => void {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });
  return (close) => void closers.push(close);
}

/** What a `*_TEST_SERVER_URL` setting does: `https://{host}/{path}` → `{origin}/{host}/{path}`. */
export function viaLocal(origin: string, url: string): string {
  const parsed = new URL(url);
  return `${origin}/${parsed.host}${parsed.pathname}${parsed.search}`;
}

/** Where a redirect lands: the URL without query, the query as an object, and the fragment. */
export function landing(location: string | null): {
  base: string;
  query: Record<string, string>;
  hash: string;
} {
  const url = new URL(location ?? 'about:blank');
  return {
    base: `${url.origin}${url.pathname}`,
    query: Object.fromEntries(url.searchParams),
    hash: url.hash,
  };
}

/** A PKCE pair (RFC 7636 S256) made here, independently of the provider; also the hex challenge. */
export function pkcePair(): { verifier: string; challenge: string; hexChallenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  const digest = createHash('sha256').update(verifier).digest();
  return {
    verifier,
    challenge: digest.toString('base64url'),
    hexChallenge: digest.toString('hex'),
  };
}

/** A form of a page: where it posts, its hidden fields, its radios and checkboxes, its button. */
export interface PageForm {
  action: string;
  fields: [string, string][];
  choices: { type: string; name: string; value: string; checked: boolean }[];
  button: string;
}

/** The forms of an HTML page, read with jsdom. */
export function pageForms(markup: string): PageForm[] {
  const { document } = new JSDOM(markup).window;
  return [...document.querySelectorAll('form')].map((form) => {
    const inputs = [...form.querySelectorAll('input')];
    return {
      action: form.getAttribute('action') ?? '',
      fields: inputs
        .filter((input) => input.type === 'hidden')
        .map((input) => [input.name, input.value] as [string, string]),
      choices: inputs
        .filter((input) => input.type === 'radio' || input.type === 'checkbox')
        .map((input) => ({
          type: input.type,
          name: input.name,
          value: input.value,
          checked: input.checked,
        })),
      button: form.querySelector('button')?.textContent?.trim() ?? '',
    };
  });
}

/** How {@link press} fills a form: `pick` a radio by value, `untick` checkboxes by value. */
export interface PressOptions {
  pick?: string;
  untick?: readonly string[];
}

/**
 * Presses `button` on `markup` as a browser does: posts the form's hidden fields and checked
 * choices to `origin` + its action, redirects not followed.
 * @throws {Error} listing the page's buttons when none reads `button`.
 */
export async function press(
  origin: string,
  markup: string,
  button: string,
  options: PressOptions = {},
): Promise<Response> {
  const forms = pageForms(markup);
  const form = forms.find((f) => f.button === button);
  if (!form)
    throw new Error(`No "${button}" button; the page has ${forms.map((f) => f.button).join(', ')}`);
  const body = new URLSearchParams(form.fields);
  for (const choice of form.choices) {
    const on =
      choice.type === 'radio'
        ? options.pick !== undefined
          ? choice.value === options.pick
          : choice.checked
        : choice.checked && !(options.untick ?? []).includes(choice.value);
    if (on) body.append(choice.name, choice.value);
  }
  return fetch(`${origin}${form.action}`, { method: 'POST', body, redirect: 'manual' });
}

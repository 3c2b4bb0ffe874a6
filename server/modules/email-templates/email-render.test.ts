import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import {
  checkEmail,
  compileEmail,
  isEmptyEmailHtml,
  previewEmail,
  sanitizeEmailHtml,
  type EmailVariables,
} from './email-render';

const vars: EmailVariables = {
  influencer: { name: 'Alex Rivera', username: 'alexrivera' },
  sender: { name: 'Bria from Acme' },
  campaign: { name: 'Spring drop' },
  discount_code: 'ALEX10',
  unsubscribe_url: 'https://collabify.test/unsubscribe/tok123',
};

const typical = {
  subject: 'A collaboration for {{ influencer.name }}?',
  html: sanitizeEmailHtml(
    [
      '<p>Hi {{ influencer.name }} (@{{ influencer.username }}),</p>',
      '<p>I am {{ sender.name }}. We loved your recent posts and would like you in <strong>{{ campaign.name }}</strong>.</p>',
      '{% if discount_code != "" %}<p>Your code: <em>{{ discount_code }}</em></p>{% endif %}',
      '<ul><li>One reel</li><li>Two stories</li></ul>',
      '<p><a href="https://acme.example/shop?code={{ discount_code }}">Shop</a></p>',
      '<p><a href="{{ unsubscribe_url }}">Unsubscribe</a></p>',
    ].join(''),
  ),
};

/** The 400 `fn` throws, or fails the test. */
function badRequestOf(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a 400');
}

describe('compileEmail', () => {
  it('renders every variable into the subject, the HTML and the text part', () => {
    const out = compileEmail(typical).render(vars);
    expect(out.subject).toBe('A collaboration for Alex Rivera?');
    expect(out.html).toContain('<p>Hi Alex Rivera (@alexrivera),</p>');
    expect(out.html).toContain('<strong>Spring drop</strong>');
    expect(out.html).toContain('I am Bria from Acme.');
    expect(out.html).toContain('<em>ALEX10</em>');
    expect(out.html).toContain('href="https://acme.example/shop?code=ALEX10"');
    expect(out.html).toContain('href="https://collabify.test/unsubscribe/tok123"');
    expect(out.text).toContain('Hi Alex Rivera (@alexrivera),');
    expect(out.text).toContain('Unsubscribe [https://collabify.test/unsubscribe/tok123]');
    expect(out.text).not.toContain('<');
  });

  it('skips a conditional block when its variable is empty', () => {
    const out = compileEmail(typical).render({ ...vars, discount_code: '' });
    expect(out.html).not.toContain('Your code');
  });

  it('HTML-escapes a value like <b>x</b> in the body but not in the subject', () => {
    const out = compileEmail(typical).render({
      ...vars,
      influencer: { name: '<b>x</b> & "y"', username: 'x' },
    });
    expect(out.html).toContain('Hi &lt;b&gt;x&lt;/b&gt; &amp; &#34;y&#34; (@x)');
    expect(out.html).not.toContain('<b>x</b>');
    expect(out.subject).toBe('A collaboration for <b>x</b> & "y"?');
  });

  it('keeps the subject on one line when a value holds line breaks', () => {
    const out = compileEmail(typical).render({
      ...vars,
      influencer: { name: 'Alex\r\nBcc: someone@example.com', username: 'x' },
    });
    expect(out.subject).toBe('A collaboration for Alex Bcc: someone@example.com?');
  });

  it('refuses an unknown variable naming body.content and listing it, instead of rendering it blank', () => {
    const error = badRequestOf(() =>
      compileEmail({ subject: 'Hi', html: '<p>{{ influencer.email }} {{ price }}</p>' }),
    );
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([
      { path: 'body.content', message: expect.stringContaining('influencer.email, price') },
    ]);
  });

  it('refuses a Liquid syntax error naming body.subject', () => {
    const error = badRequestOf(() =>
      compileEmail({ subject: 'Hi {{ influencer.name ', html: '<p>ok</p>' }),
    );
    expect(error.errors).toEqual([
      { path: 'body.subject', message: expect.stringContaining('not closed') },
    ]);
  });

  it('refuses include, raw and the raw filter, which could bypass the escaping', () => {
    for (const html of ['{% include "x" %}', '{% raw %}<b>{% endraw %}', '{{ sender.name | raw }}'])
      expect(badRequestOf(() => compileEmail({ subject: 'Hi', html })).status).toBe(400);
  });

  it('refuses loops, which could multiply a body into hundreds of megabytes', () => {
    expect(() =>
      compileEmail({ subject: 'Hi', html: '{% for i in (1..3000) %}x{% endfor %}' }),
    ).toThrow(/Liquid syntax error/);
  });

  it('refuses a template whose trial render breaks the memory limit', () => {
    const doubling = Array.from(
      { length: 40 },
      (_, i) => `{% assign v${i + 1} = v${i} | append: v${i} %}`,
    ).join('');
    expect(() =>
      compileEmail({ subject: 'Hi', html: `{% assign v0 = "xxxxxxxx" %}${doubling}{{ v40 }}` }),
    ).toThrow(/cannot be rendered|larger than 1 MB/);
  });
});

describe('checkEmail', () => {
  it('reports unknown variables and syntax errors of subject and body', () => {
    expect(
      checkEmail({ subject: '{{ foo }}', html: '<p>{{ influencer.age }} {% if %}</p>' }),
    ).toEqual({
      unknownVariables: ['foo'],
      errors: [expect.any(String)],
    });
    expect(checkEmail({ subject: 'Hi {{ sender.name', html: '<p>{{ bar }}</p>' })).toEqual({
      unknownVariables: ['bar'],
      errors: [expect.stringMatching(/^Subject: /)],
    });
    expect(checkEmail(typical)).toEqual({ unknownVariables: [], errors: [] });
  });

  it('does not count assigned variables as unknown', () => {
    expect(
      checkEmail({
        subject: '',
        html: '{% assign greeting = "Hi" %}{{ greeting }} {% assign who = influencer.name %}{{ who }}',
      }),
    ).toEqual({ unknownVariables: [], errors: [] });
  });
});

describe('sanitizeEmailHtml', () => {
  it('strips scripts, event handlers, styles and javascript links', () => {
    const clean = sanitizeEmailHtml(
      '<p style="color:red" onclick="x()">Hi</p><script>alert(1)</script>' +
        '<img src="https://cdn.example/a.png" onerror="alert(1)" alt="A" width="10">' +
        '<a href="javascript:alert(1)">j</a><a href="https://ok.example" target="_blank">ok</a>' +
        '<iframe src="https://evil.example"></iframe><div>kept text</div>',
    );
    expect(clean).toBe(
      '<p>Hi</p><img src="https://cdn.example/a.png" alt="A" width="10" />' +
        '<a>j</a><a href="https://ok.example">ok</a>kept text',
    );
  });

  it('keeps Liquid in text and in href, decoding what the editor escaped inside tags', () => {
    const clean = sanitizeEmailHtml(
      '<p>{% if discount_code != &quot;&quot; %}Code &gt; {{ discount_code }}{% endif %}</p>' +
        '<p><a href="{{ unsubscribe_url }}">Unsubscribe</a> <a href="mailto:a@b.example">Mail</a></p>',
    );
    expect(clean).toBe(
      '<p>{% if discount_code != "" %}Code &gt; {{ discount_code }}{% endif %}</p>' +
        '<p><a href="{{ unsubscribe_url }}">Unsubscribe</a> <a href="mailto:a@b.example">Mail</a></p>',
    );
    expect(compileEmail({ subject: 'x', html: clean }).render(vars).html).toContain(
      '<a href="https://collabify.test/unsubscribe/tok123">Unsubscribe</a>',
    );
  });

  it('never decodes &lt; or entities in attributes, so the stored HTML gains no markup', () => {
    const clean = sanitizeEmailHtml(
      '<p>{% if a &lt;img src=x onerror=alert(1) %}{% endif %}</p><a href="https://x.example/?q=&quot;{{ discount_code }}">x</a>',
    );
    expect(clean).toBe(
      '<p>{% if a &lt;img src=x onerror=alert(1) %}{% endif %}</p><a href="https://x.example/?q=&quot;{{ discount_code }}">x</a>',
    );
  });

  it('drops hrefs that are Liquid other than the unsubscribe URL, and Liquid tags in attributes', () => {
    const clean = sanitizeEmailHtml(
      '<a href="{{ influencer.name }}">a</a><a href="https://x.example/{% if x %}y{% endif %}">b</a>' +
        '<img src="https://x.example/a.png" alt="{{ influencer.name | upcase }}">',
    );
    expect(clean).toBe('<a>a</a><a>b</a><img src="https://x.example/a.png" />');
  });
});

describe('isEmptyEmailHtml', () => {
  it('is true without text or image', () => {
    expect(isEmptyEmailHtml(sanitizeEmailHtml('<script>x()</script><p> <br></p>'))).toBe(true);
    expect(isEmptyEmailHtml('<p>{{ influencer.name }}</p>')).toBe(false);
    expect(isEmptyEmailHtml('<img src="https://x.example/a.png" />')).toBe(false);
  });
});

describe('previewEmail', () => {
  it('shows unknown variables as written instead of blank, and lists them', () => {
    const out = previewEmail(
      { subject: 'Hi {{ influencer.name }} {{ foo }}', html: '<p>{{ influencer.email }}</p>' },
      vars,
    );
    expect(out.subject).toBe('Hi Alex Rivera {{ foo }}');
    expect(out.html).toBe('<p>{{ influencer.email }}</p>');
    expect(out.unknownVariables).toEqual(['foo', 'influencer.email']);
    expect(out.errors).toEqual([]);
  });

  it('shows a body with a syntax error unrendered, with the error', () => {
    const out = previewEmail({ subject: 'Hi', html: '<p>{% if %}</p>' }, vars);
    expect(out.html).toBe('<p>{% if %}</p>');
    expect(out.errors).toHaveLength(1);
  });
});

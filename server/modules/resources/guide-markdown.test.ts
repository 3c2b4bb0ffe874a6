import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGuideFile } from './guide-files';
import { renderGuideMarkdown } from './guide-markdown';

const HOSTILE = `---
title: Fixture
---
Intro with [a bad link](javascript:alert(1)) and [a good one](/influencer).

<script>alert('x')</script>
<p onclick="alert(1)">Click me</p>
<a href="javascript:alert(2)">raw link</a>
<img src="x" onerror="alert(3)">
<iframe src="https://evil.example"></iframe>

## Price rules & codes

### Café culture

[Shopify](https://www.shopify.com)
`;

describe('renderGuideMarkdown', () => {
  const result = renderGuideMarkdown(HOSTILE);

  it('strips scripts, event handlers and javascript: links from the HTML', () => {
    expect(result.html).not.toMatch(/<script|onclick|onerror|href="javascript:|<iframe|<img/i);
    expect(result.html).not.toContain('>a bad link</a>');
    expect(result.html).toContain('<a>raw link</a>');
    expect(result.html).toContain('<p>Click me</p>');
    expect(result.html).toContain('<a href="/influencer">a good one</a>');
  });

  it('keeps relative links as they are and marks links to other sites noopener', () => {
    expect(result.html).toContain(
      '<a href="https://www.shopify.com" rel="noopener noreferrer">Shopify</a>',
    );
  });

  it('builds the table of contents from ## and ### headings, with matching ids', () => {
    expect(result.toc).toEqual([
      { id: 'price-rules-codes', text: 'Price rules & codes', level: 2 },
      { id: 'cafe-culture', text: 'Café culture', level: 3 },
    ]);
    expect(result.html).toContain('<h2 id="price-rules-codes">');
    expect(result.html).toContain('<h3 id="cafe-culture">');
  });

  it('hands back the front matter and leaves it out of the HTML', () => {
    expect(result.frontMatter).toBe('title: Fixture');
    expect(result.html).not.toContain('title: Fixture');
  });

  it('counts reading time from the words at 200 a minute, at least one minute', () => {
    expect(result.readingMinutes).toBe(1);
    expect(renderGuideMarkdown('word '.repeat(1000)).readingMinutes).toBe(5);
  });
});

describe('readGuideFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'guides-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the slug from the file name and the dates as YYYY-MM-DD strings', () => {
    const path = join(dir, 'a-guide.md');
    writeFileSync(
      path,
      '---\ntitle: A guide\ndescription: One sentence.\npublished: 2026-01-02\nupdated: 2026-02-03\n---\nBody text.\n',
    );
    expect(readGuideFile(path)).toMatchObject({
      slug: 'a-guide',
      title: 'A guide',
      description: 'One sentence.',
      published: '2026-01-02',
      updated: '2026-02-03',
    });
  });

  it('refuses a file whose description is too long, naming the file and the field', () => {
    const path = join(dir, 'too-long.md');
    writeFileSync(
      path,
      `---\ntitle: T\ndescription: ${'x'.repeat(161)}\npublished: 2026-01-02\n---\nBody.\n`,
    );
    expect(() => readGuideFile(path)).toThrow(/too-long\.md[\s\S]*description/);
  });

  it('refuses a file without front matter, naming the file', () => {
    const path = join(dir, 'bare.md');
    writeFileSync(path, '# Just a heading\n');
    expect(() => readGuideFile(path)).toThrow(/bare\.md/);
  });
});

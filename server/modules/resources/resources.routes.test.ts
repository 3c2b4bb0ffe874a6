import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource, ResourceList } from '@shared/schemas/resources';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const list = (q?: string) =>
  t.request({
    method: 'GET',
    url: '/api/resources',
    ...(q !== undefined && { query: { q } }),
  });

const OUR_GUIDES = [
  'finding-creators-and-reading-engagement',
  'outreach-that-gets-answers',
  'briefs-and-deliverables',
  'discount-codes-and-attribution-on-shopify',
];

describe('GET /api/resources', () => {
  it('lists every guide in the folder to a visitor, newest first', async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json() as ResourceList;
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.map((item) => item.slug)).toEqual(expect.arrayContaining(OUR_GUIDES));
    const published = items.map((item) => item.published);
    expect(published).toEqual([...published].sort().reverse());
    for (const item of items) {
      expect(item.description.length).toBeLessThanOrEqual(160);
      expect(item.readingMinutes).toBeGreaterThanOrEqual(1);
    }
  });

  it('finds a phrase that only one guide has in its text, whatever its case', async () => {
    const res = await list('MAIL receiving Agency');
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json() as ResourceList;
    expect(items.map((item) => item.slug)).toEqual(['outreach-that-gets-answers']);
    expect(`${items[0]!.title} ${items[0]!.description}`).not.toMatch(/receiving/i);
  });

  it('answers an empty list when no guide holds every word', async () => {
    const res = await list('engagement zyxwvutsrq');
    expect(res.statusCode).toBe(200);
    expect((res.json() as ResourceList).items).toEqual([]);
  });

  it('answers 400 naming q when the search is too long', async () => {
    const res = await list('a'.repeat(201));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [expect.objectContaining({ path: 'query.q' })] });
  });
});

describe('GET /api/resources/:slug', () => {
  it('answers the guide with its HTML, table of contents and reading time', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/resources/outreach-that-gets-answers',
    });
    expect(res.statusCode, res.body).toBe(200);
    const guide = res.json() as Resource;
    expect(guide).toMatchObject({
      slug: 'outreach-that-gets-answers',
      title: expect.stringContaining('CAN-SPAM'),
      published: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(guide.readingMinutes).toBeGreaterThanOrEqual(4);
    expect(guide.toc).toEqual(
      expect.arrayContaining([
        { id: 'can-spam-the-us-rules', text: 'CAN-SPAM: the US rules', level: 2 },
        { id: 'the-right-to-object', text: 'The right to object', level: 3 },
      ]),
    );
    for (const entry of guide.toc) expect(guide.html).toContain(`id="${entry.id}"`);
    expect(guide.html).toContain('href="/email"');
  });

  it('answers 400 or 404, never a server error, to odd input', async () => {
    for (const url of [
      '/api/resources?q=a&q=b',
      '/api/resources?q=%00',
      '/api/resources?other=1',
      '/api/resources/%00',
      '/api/resources/..%2F..%2Fpackage.json',
      '/api/resources/%C3%A9t%C3%A9',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect([400, 404], `${url}: ${res.body}`).toContain(res.statusCode);
    }
  });

  it('answers 404 as a problem for an unknown slug', async () => {
    const res = await t.request({ method: 'GET', url: '/api/resources/no-such-guide' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 404, detail: 'This guide does not exist.' });
  });
});

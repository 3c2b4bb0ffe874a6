import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ResourceSummary } from '@shared/schemas/resources';
import { jsonResponse, stubFetch } from '@app/test/fetch-stub';
import { currentAddress, renderApp } from '@app/test/render-app';

const guide = (slug: string, title: string, published: string): ResourceSummary => ({
  slug,
  title,
  description: `About ${title.toLowerCase()}.`,
  published,
  updated: null,
  readingMinutes: 6,
});

const OUTREACH = guide('outreach-that-gets-answers', 'Outreach that gets answers', '2026-11-23');
const BRIEFS = guide('briefs-and-deliverables', 'Writing briefs', '2026-11-22');

/** Answers the guide list: everything without `q`, only the outreach guide for `q=gdpr`. */
async function renderResources(address = '/resources') {
  const seen = stubFetch(({ url }) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname !== '/api/resources') return jsonResponse({ items: [] });
    const q = searchParams.get('q');
    return jsonResponse({
      items: q?.toLowerCase() === 'gdpr' ? [OUTREACH] : q ? [] : [OUTREACH, BRIEFS],
    });
  });
  return { seen, ...(await renderApp(address)) };
}

const listCalls = (seen: { url: string }[]) =>
  seen.map((request) => request.url).filter((url) => url.startsWith('/api/resources'));

describe('the resources page', () => {
  it('lists the guides with their date, reading time and a link to each', async () => {
    await renderResources();
    expect(await screen.findByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
    const card = (await screen.findByRole('link', { name: OUTREACH.title })).closest('article')!;
    expect(within(card as HTMLElement).getByText('23 Nov 2026')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('6 min read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: OUTREACH.title })).toHaveAttribute(
      'href',
      '/resource/outreach-that-gets-answers',
    );
    expect(screen.getByRole('link', { name: BRIEFS.title })).toBeInTheDocument();
    expect(document.title).toBe('Resources · Collabify');
  });

  it('searches once typing pauses, keeps the search in the address and shows the matches', async () => {
    const { seen, router } = await renderResources();
    await screen.findByRole('link', { name: BRIEFS.title });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search guides' }), 'GDPR');

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: BRIEFS.title })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: OUTREACH.title })).toBeInTheDocument();
    expect(screen.getByText('1 guide for “GDPR”')).toBeInTheDocument();
    expect(currentAddress(router)).toBe('/resources?q=GDPR');
    // One request for the whole word, not one per keystroke.
    expect(listCalls(seen)).toEqual(['/api/resources', '/api/resources?q=GDPR']);
  });

  it('says so when no guide matches, and clearing the search lists all again', async () => {
    await renderResources('/resources?q=nothing');
    expect(await screen.findByText('No guide matches your search')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('link', { name: BRIEFS.title })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search guides' })).toHaveValue('');
  });
});

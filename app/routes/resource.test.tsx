import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Resource } from '@shared/schemas/resources';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { currentAddress, renderApp } from '@app/test/render-app';

const GUIDE: Resource = {
  slug: 'briefs-and-deliverables',
  title: 'Writing briefs and agreeing deliverables',
  description: 'What a creator brief should contain.',
  published: '2026-11-22',
  updated: '2026-11-25',
  readingMinutes: 6,
  toc: [
    { id: 'what-a-brief-should-contain', text: 'What a brief should contain', level: 2 },
    { id: 'usage-rights', text: 'Usage rights', level: 3 },
  ],
  html:
    '<p>Start with a <a href="/campaign/new">campaign</a>.</p>' +
    '<h2 id="what-a-brief-should-contain">What a brief should contain</h2><p>Goal.</p>' +
    '<h3 id="usage-rights">Usage rights</h3><p>Where and how long.</p>',
};

async function renderGuide(slug: string) {
  stubFetch(({ url }) =>
    url === `/api/resources/${GUIDE.slug}`
      ? jsonResponse(GUIDE)
      : problemResponse(404, 'Not found', { detail: 'This guide does not exist.' }),
  );
  return await renderApp(`/resource/${slug}`);
}

describe('a guide page', () => {
  it('shows the title, update date, reading time, contents and the article', async () => {
    await renderGuide(GUIDE.slug);
    expect(await screen.findByRole('heading', { name: GUIDE.title, level: 1 })).toBeVisible();
    expect(document.title).toBe(`${GUIDE.title} · Collabify Resources`);
    expect(screen.getByText('25 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('6 min read')).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(toc).toContainElement(screen.getByRole('link', { name: 'Usage rights' }));
    expect(screen.getByRole('link', { name: 'Usage rights' })).toHaveAttribute(
      'href',
      '#usage-rights',
    );
    expect(screen.getByRole('heading', { name: 'Usage rights', level: 3 })).toHaveAttribute(
      'id',
      'usage-rights',
    );
    expect(screen.getByRole('link', { name: 'Start finding creators' })).toHaveAttribute(
      'href',
      '/influencer',
    );
  });

  it('follows a link to a product page inside the app', async () => {
    const { router } = await renderGuide(GUIDE.slug);
    await userEvent.click(await screen.findByRole('link', { name: 'campaign' }));
    await waitFor(() => expect(currentAddress(router)).toMatch(/^\/(campaign\/new|login)/));
  });

  it('shows the 404 page for an unknown guide', async () => {
    await renderGuide('no-such-guide');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

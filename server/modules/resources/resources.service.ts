import type { Resource, ResourceSummary } from '@shared/schemas/resources';
import { notFound } from '../../errors';
import { type GuideFile, readGuideFiles } from './guide-files';

let cache: GuideFile[] | undefined;

/** The guides, read and rendered on first use and kept (they change only with a deploy), newest first. */
function guides(): GuideFile[] {
  cache ??= readGuideFiles().sort(
    (a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title),
  );
  return cache;
}

const summary = (guide: GuideFile): ResourceSummary => ({
  slug: guide.slug,
  title: guide.title,
  description: guide.description,
  published: guide.published,
  updated: guide.updated,
  readingMinutes: guide.readingMinutes,
});

/**
 * Every guide's summary, newest `published` first (ties by title). Also what the sitemap and the
 * meta tags read: `published`/`updated` are YYYY-MM-DD, `updated` null when never revised.
 */
export function listGuides(): ResourceSummary[] {
  return guides().map(summary);
}

/**
 * The guides whose title, description or text hold every word of `q` (case-insensitive; a blank
 * `q` matches all), newest first.
 */
export function searchGuides(q = ''): ResourceSummary[] {
  const words = q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return guides()
    .filter((guide) => {
      const haystack = `${guide.title}\n${guide.description}\n${guide.text}`.toLocaleLowerCase();
      return words.every((word) => haystack.includes(word));
    })
    .map(summary);
}

/** The guide at `slug` with its HTML and table of contents, or null when there is none. */
export function findGuide(slug: string): Resource | null {
  const guide = guides().find((candidate) => candidate.slug === slug);
  return guide ? { ...summary(guide), html: guide.html, toc: guide.toc } : null;
}

/** {@link findGuide}, for the API. @throws AppError 404 for an unknown slug. */
export function getGuide(slug: string): Resource {
  const guide = findGuide(slug);
  if (!guide) throw notFound('guide');
  return guide;
}

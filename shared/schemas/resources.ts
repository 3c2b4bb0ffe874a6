import { z } from 'zod';
import { textSchema } from './text';

/** Longest search text `GET /api/resources?q=` accepts, in characters. */
export const RESOURCE_QUERY_MAX_LENGTH = 200;

/** A guide's slug: its file name under `content/resources/` without `.md`; unknown ones answer 404. */
export const resourceSlugSchema = textSchema.min(1).max(200);

/** Query of `GET /api/resources`: `q` searches title, description and text (case-insensitive). */
export const resourceListQuerySchema = z.strictObject({
  q: textSchema.max(RESOURCE_QUERY_MAX_LENGTH).optional(),
});

/** Path parameters of `GET /api/resources/{slug}`. */
export const resourceParamsSchema = z.strictObject({ slug: resourceSlugSchema });

/**
 * A guide in the list: `published` and `updated` are calendar dates (YYYY-MM-DD; `updated` null
 * when never revised), `readingMinutes` the estimated reading time in whole minutes (≥ 1).
 */
export const resourceSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  published: z.iso.date(),
  updated: z.iso.date().nullable(),
  readingMinutes: z.int().min(1),
});

/** One heading of a guide's table of contents: the heading's element id, its text and level (2 or 3). */
export const resourceTocEntrySchema = z.object({
  id: z.string(),
  text: z.string(),
  level: z.union([z.literal(2), z.literal(3)]),
});

/** A whole guide: its summary, the sanitised article HTML and its table of contents (in order). */
export const resourceSchema = resourceSummarySchema.extend({
  html: z.string(),
  toc: z.array(resourceTocEntrySchema),
});

/** Answer of `GET /api/resources`: the guides, newest `published` first. */
export const resourceListSchema = z.object({ items: z.array(resourceSummarySchema) });

export type ResourceSummary = z.infer<typeof resourceSummarySchema>;
export type ResourceTocEntry = z.infer<typeof resourceTocEntrySchema>;
export type Resource = z.infer<typeof resourceSchema>;
export type ResourceList = z.infer<typeof resourceListSchema>;

import { z } from 'zod';
import { NOTE_MAX_LENGTH } from '../constants/lists';
import { influencerIdSchema } from './influencers';
import { textSchema } from './text';

/**
 * Body of `PATCH /api/note/{influencerId}`: the whole note, plain text without NUL, at most 10,000
 * characters.
 */
export const updateNoteSchema = z.strictObject({
  content: textSchema.max(NOTE_MAX_LENGTH),
});

/** Path parameters of `/api/note/{influencerId}`. */
export const noteParamsSchema = z.strictObject({ influencerId: influencerIdSchema });

/**
 * The signed-in user's note on an influencer, private to them. Without a note yet: empty
 * `content` and `updatedAt` null; otherwise `updatedAt` is the last save (ISO 8601 UTC).
 */
export const noteSchema = z.object({
  influencerId: influencerIdSchema,
  content: z.string(),
  updatedAt: z.iso.datetime().nullable(),
});

export type UpdateNote = z.infer<typeof updateNoteSchema>;
export type Note = z.infer<typeof noteSchema>;

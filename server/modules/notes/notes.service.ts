import type { Note } from '@shared/schemas/notes';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { findNote, upsertNote, type InfluencerNoteRow } from './notes.repository';

/** The note as the API answers it: empty content and no date before the first save. */
function presentNote(row: InfluencerNoteRow): Note {
  return {
    influencerId: row.influencerId,
    content: row.content ?? '',
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/** The user's own note on an influencer (empty before the first save). @throws 404 for an unknown influencer. */
export async function getNote(ctx: AppContext, user: UserRow, influencerId: string): Promise<Note> {
  const row = await findNote(ctx.db, user.id, influencerId);
  if (!row) throw notFound('influencer');
  return presentNote(row);
}

/** Saves the user's note on an influencer, replacing the previous text. @throws 404 for an unknown influencer. */
export async function saveNote(
  ctx: AppContext,
  user: UserRow,
  influencerId: string,
  content: string,
): Promise<Note> {
  const row = await upsertNote(ctx.db, user.id, influencerId, content);
  if (!row) throw notFound('influencer');
  return presentNote(row);
}

import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { influencers, notes } from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** An influencer with the user's note on it: `content` and `updatedAt` null without a note. */
export interface InfluencerNoteRow {
  influencerId: string;
  content: string | null;
  updatedAt: Date | null;
}

/** The user's note on an influencer, or null when the influencer does not exist. */
export async function findNote(
  db: DbOrTx,
  userId: string,
  influencerId: string,
): Promise<InfluencerNoteRow | null> {
  return firstRow(
    db
      .select({ influencerId: influencers.id, content: notes.content, updatedAt: notes.updatedAt })
      .from(influencers)
      .leftJoin(notes, and(eq(notes.influencerId, influencers.id), eq(notes.userId, userId)))
      .where(eq(influencers.id, influencerId)),
  );
}

/**
 * Creates or replaces the user's note on an influencer in one statement.
 * @returns the saved note, or null (nothing written) when the influencer does not exist.
 */
export async function upsertNote(
  db: DbOrTx,
  userId: string,
  influencerId: string,
  content: string,
): Promise<InfluencerNoteRow | null> {
  return firstRow(
    db
      .insert(notes)
      .select(
        db
          .select({
            userId: sql`${userId}::uuid`.as('user_id'),
            influencerId: influencers.id,
            content: sql`${content}::text`.as('content'),
            createdAt: sql`now()`.as('created_at'),
            updatedAt: sql`now()`.as('updated_at'),
          })
          .from(influencers)
          .where(eq(influencers.id, influencerId)),
      )
      .onConflictDoUpdate({
        target: [notes.userId, notes.influencerId],
        set: { content, updatedAt: sql`now()` },
      })
      .returning({
        influencerId: notes.influencerId,
        content: notes.content,
        updatedAt: notes.updatedAt,
      }),
  );
}

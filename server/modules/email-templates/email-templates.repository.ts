import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  emailTemplates,
  influencers,
  listInfluencers,
  lists,
  users,
  type EmailTemplateRow,
} from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** A template with its author's name. */
export type TemplateWithAuthorRow = EmailTemplateRow & { author: string | null };

/** Most templates the public gallery lists (the most recently updated). */
export const PUBLIC_TEMPLATES_MAX = 200;

function selectWithAuthor(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: emailTemplates.id,
      userId: emailTemplates.userId,
      name: emailTemplates.name,
      subject: emailTemplates.subject,
      content: emailTemplates.content,
      isPublic: emailTemplates.isPublic,
      createdAt: emailTemplates.createdAt,
      updatedAt: emailTemplates.updatedAt,
      author: users.name,
    })
    .from(emailTemplates)
    .leftJoin(users, eq(users.id, emailTemplates.userId))
    .where(where)
    .orderBy(desc(emailTemplates.updatedAt), desc(emailTemplates.id));
}

/** The user's templates, most recently updated first. */
export function findUserTemplates(db: DbOrTx, userId: string): Promise<TemplateWithAuthorRow[]> {
  return selectWithAuthor(db, eq(emailTemplates.userId, userId));
}

/** Public templates of every user, most recently updated first ({@link PUBLIC_TEMPLATES_MAX}). */
export function findPublicTemplates(db: DbOrTx): Promise<TemplateWithAuthorRow[]> {
  return selectWithAuthor(db, eq(emailTemplates.isPublic, true)).limit(PUBLIC_TEMPLATES_MAX);
}

/** The template with this id and its author's name, or null. */
export async function findTemplate(db: DbOrTx, id: string): Promise<TemplateWithAuthorRow | null> {
  return firstRow(selectWithAuthor(db, eq(emailTemplates.id, id)).limit(1));
}

/** The fields of a template a user writes. */
export interface TemplateValues {
  name: string;
  subject: string;
  content: string;
  isPublic: boolean;
}

/** Stores a new template of the user. */
export async function insertTemplate(
  db: DbOrTx,
  userId: string,
  values: TemplateValues,
): Promise<EmailTemplateRow> {
  const [row] = await db
    .insert(emailTemplates)
    .values({ userId, ...values })
    .returning();
  return row!;
}

/** Changes a template's fields and its update time. */
export async function updateTemplate(
  db: DbOrTx,
  id: string,
  values: Partial<TemplateValues>,
): Promise<void> {
  await db
    .update(emailTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(emailTemplates.id, id));
}

/** Deletes a template (campaigns made from it keep their own copy of the content). */
export async function deleteTemplate(db: DbOrTx, id: string): Promise<void> {
  await db.delete(emailTemplates).where(eq(emailTemplates.id, id));
}

/** What a preview needs of a profile. */
export interface PreviewInfluencerRow {
  name: string | null;
  username: string;
}

/** The profile with this id, or null. */
export async function findPreviewInfluencer(
  db: DbOrTx,
  id: string,
): Promise<PreviewInfluencerRow | null> {
  return firstRow(
    db
      .select({ name: influencers.name, username: influencers.username })
      .from(influencers)
      .where(eq(influencers.id, id)),
  );
}

/** The influencer the user saved (to any list) most recently, or null when none is saved. */
export async function findLatestSavedInfluencer(
  db: DbOrTx,
  userId: string,
): Promise<PreviewInfluencerRow | null> {
  return firstRow(
    db
      .select({ name: influencers.name, username: influencers.username })
      .from(listInfluencers)
      .innerJoin(lists, eq(lists.id, listInfluencers.listId))
      .innerJoin(influencers, eq(influencers.id, listInfluencers.influencerId))
      .where(eq(lists.userId, userId))
      .orderBy(desc(listInfluencers.addedAt), desc(listInfluencers.influencerId))
      .limit(1),
  );
}

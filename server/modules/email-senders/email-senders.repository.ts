import { and, eq, sql } from 'drizzle-orm';
import type { SendVia } from '@shared/constants/email';
import type { PostalAddress } from '@shared/schemas/email';
import type { DbOrTx } from '../../db/client';
import { emailSenders, type EmailSenderRow } from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** The user's sender, or null when none was set. */
export async function findSender(db: DbOrTx, userId: string): Promise<EmailSenderRow | null> {
  return firstRow(db.select().from(emailSenders).where(eq(emailSenders.userId, userId)));
}

/**
 * Sets the user's sender address and name. A different address than the stored one clears
 * `verified_at` (in the same statement, so a verification racing the change cannot survive it).
 */
export async function upsertSender(
  db: DbOrTx,
  userId: string,
  values: { email: string; name: string },
): Promise<EmailSenderRow> {
  const [row] = await db
    .insert(emailSenders)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: emailSenders.userId,
      set: {
        email: values.email,
        name: values.name,
        verifiedAt: sql`case when ${emailSenders.email} = ${values.email} then ${emailSenders.verifiedAt} end`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/**
 * Marks the user's sender verified when its address is still `email` (a verification of an
 * address since changed matches nothing). Already verified keeps the first time.
 * @returns the row, or null when the user has no sender with this address.
 */
export async function markSenderVerified(
  db: DbOrTx,
  userId: string,
  email: string,
): Promise<EmailSenderRow | null> {
  return firstRow(
    db
      .update(emailSenders)
      .set({ verifiedAt: sql`coalesce(${emailSenders.verifiedAt}, now())`, updatedAt: sql`now()` })
      .where(and(eq(emailSenders.userId, userId), eq(emailSenders.email, email)))
      .returning(),
  );
}

/** Sets how the user's outreach goes out. @returns the row, or null when the user has no sender. */
export async function updateSendVia(
  db: DbOrTx,
  userId: string,
  sendVia: SendVia,
): Promise<EmailSenderRow | null> {
  return firstRow(
    db
      .update(emailSenders)
      .set({ sendVia, updatedAt: sql`now()` })
      .where(eq(emailSenders.userId, userId))
      .returning(),
  );
}

/**
 * Sets the user's postal address (empty postal code stored as null). @returns the row, or null
 * when the user has no sender yet.
 */
export async function updatePostalAddress(
  db: DbOrTx,
  userId: string,
  address: PostalAddress,
): Promise<EmailSenderRow | null> {
  return firstRow(
    db
      .update(emailSenders)
      .set({
        postalStreet: address.street,
        postalCity: address.city,
        postalCode: address.postalCode || null,
        postalCountry: address.country,
        updatedAt: sql`now()`,
      })
      .where(eq(emailSenders.userId, userId))
      .returning(),
  );
}

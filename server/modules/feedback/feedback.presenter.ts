import type { Feedback, FeedbackStatus } from '@shared/schemas/feedback';
import type { FeedbackRow } from '../../db/schema';

/** A stored contact-form message as admins read it, field by field. */
export function presentFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    userId: row.userId,
    status: row.status as FeedbackStatus,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

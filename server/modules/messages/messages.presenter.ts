import type { Platform } from '@shared/constants/discovery';
import type { Correspondent, Message } from '@shared/schemas/messages';
import type { MessageRow } from '../../db/schema';
import type { CorrespondentRow } from './messages.repository';

/** A message as `viewerId` sees it (`mine` when they sent it). */
export function presentMessage(row: MessageRow, viewerId: string): Message {
  return {
    id: row.id,
    from: row.senderId,
    to: row.recipientId,
    mine: row.senderId === viewerId,
    content: row.content,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The other person of a conversation: public fields and their linked profile; never roles. */
export function presentCorrespondent(row: CorrespondentRow): Correspondent {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    influencer: row.influencer && {
      id: row.influencer.id,
      platform: row.influencer.platform as Platform,
      username: row.influencer.username,
    },
  };
}

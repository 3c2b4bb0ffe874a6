import type { UserRow } from '../../db/schema';
import { AppError, fieldError, forbidden, notFound } from '../../errors';
import type { CorrespondentRow } from './messages.repository';
import { actsAsBrand, hasInfluencerRole } from '@shared/constants/roles';

type Roles = { roles: readonly string[] };

const isBrand = ({ roles }: Roles) => actsAsBrand(roles);
const isInfluencer = ({ roles }: Roles) => hasInfluencerRole(roles);

/** Whether two accounts may exchange messages: one of them a brand, the other an influencer. */
export function canCorrespond(a: Roles, b: Roles): boolean {
  return (isBrand(a) && isInfluencer(b)) || (isInfluencer(a) && isBrand(b));
}

/** 404 for a recipient that is neither an account nor a profile linked to one. */
const noAccount = () =>
  new AppError(
    404,
    'not-found',
    'Not found',
    'This influencer has no Collabify account yet, so they cannot receive messages. Email them or propose a collaboration instead.',
  );

/** Why `sender` may not write to a recipient of the same side. */
function sideDetail(sender: UserRow): string {
  if (isInfluencer(sender) && !isBrand(sender)) return 'Influencers can message advertisers only.';
  if (isBrand(sender)) return 'Advertisers can message influencer accounts only.';
  return 'Only advertisers and influencers can send messages.';
}

/**
 * The recipient of a new message, when `sender` may write to them.
 * @throws 404 when there is no such account (or the profile has none); 400 naming `body.to`
 * for the sender themselves; 403 unless one is a brand and the other an influencer.
 */
export function assertRecipient(
  sender: UserRow,
  recipient: CorrespondentRow | null,
): CorrespondentRow {
  if (!recipient) throw noAccount();
  if (recipient.id === sender.id) throw fieldError('body.to', 'You cannot message yourself');
  if (!canCorrespond(sender, recipient)) throw forbidden(sideDetail(sender));
  return recipient;
}

/**
 * The other person of a conversation the viewer may open: anyone they have exchanged messages
 * with, or a valid correspondent (to start a conversation). @throws 404 otherwise.
 */
export function openableCorrespondent(
  viewer: UserRow,
  other: CorrespondentRow | null,
  hasMessages: boolean,
): CorrespondentRow {
  if (!other || other.id === viewer.id) throw notFound('conversation');
  if (!hasMessages && !canCorrespond(viewer, other)) throw notFound('conversation');
  return other;
}

import type { Platform } from '@shared/constants/discovery';
import type {
  AdminProfileRequest,
  ProfileCorrection,
  ProfileRequest,
  ProfileRequestTarget,
} from '@shared/schemas/profile-requests';
import type { InfluencerRow, ProfileRequestRow } from '../../db/schema';
import { maskEmail } from './mask-email';

/** The profile as the form shows it (its public email masked). */
export function presentTarget(row: InfluencerRow, ownedByYou: boolean): ProfileRequestTarget {
  return {
    influencerId: row.id,
    platform: row.platform as Platform,
    username: row.username,
    name: row.name,
    avatarUrl: row.avatarUrl,
    emailMasked: row.email ? maskEmail(row.email) : null,
    ownedByYou,
  };
}

/** A request as its creator sees it (the address it was sent to masked). */
export function presentRequest(row: ProfileRequestRow): ProfileRequest {
  return {
    id: row.id,
    influencerId: row.influencerId,
    platform: row.platform as Platform,
    username: row.username,
    kind: row.kind as ProfileRequest['kind'],
    state: row.state as ProfileRequest['state'],
    verifiedBy: row.verifiedBy as ProfileRequest['verifiedBy'],
    emailMasked: row.email ? maskEmail(row.email) : null,
    createdAt: row.createdAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}

/** A request as admins list it. */
export function presentAdminRequest(row: ProfileRequestRow): AdminProfileRequest {
  return {
    ...presentRequest(row),
    correction: (row.correction as ProfileCorrection | null) ?? null,
    message: row.message,
    attempts: row.attempts,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
  };
}

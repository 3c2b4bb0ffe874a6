import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@shared/constants/notifications';
import { actsAsBrand, hasInfluencerRole } from '@shared/constants/roles';
import type { NotificationPreference } from '@shared/schemas/notifications';
import type { PreferenceRow } from './notifications.repository';

/** A kind's defaults: in the app always; by email as NOTIFICATION_KIND_INFO says. */
function defaultPreference(kind: NotificationKind): NotificationPreference {
  return { kind, inApp: true, email: NOTIFICATION_KIND_INFO[kind].emailByDefault };
}

/** The preference of `kind` given the user's stored rows (the default when none is stored). */
export function preferenceOf(
  kind: NotificationKind,
  stored: readonly PreferenceRow[],
): NotificationPreference {
  const row = stored.find((p) => p.kind === kind);
  return row ? { kind, inApp: row.inApp, email: row.email } : defaultPreference(kind);
}

/**
 * The kinds that concern an account with these roles, in kind order: a brand's (proposals
 * answered, content, orders, payments), a creator's (proposals received, terms), and both sides'.
 */
export function kindsFor(roles: readonly string[]): NotificationKind[] {
  const brand = actsAsBrand(roles);
  const creator = hasInfluencerRole(roles);
  return NOTIFICATION_KINDS.filter((kind) => {
    const { audience } = NOTIFICATION_KIND_INFO[kind];
    return audience === 'everyone' || (audience === 'brands' ? brand : creator);
  });
}

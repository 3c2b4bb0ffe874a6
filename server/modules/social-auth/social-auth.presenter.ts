import type { SocialProvider } from '@shared/constants/social';
import type { SocialAccounts } from '@shared/schemas/social';
import type { SocialAccountRow } from '../../db/schema';

/** Connected accounts as the profile lists them: never their tokens. Times ISO 8601 UTC. */
export function presentConnections(rows: SocialAccountRow[]): SocialAccounts {
  return {
    accounts: rows.map((row) => ({
      provider: row.provider as SocialProvider,
      displayName: row.displayName,
      scopes: row.scopes,
      connectedAt: row.connectedAt.toISOString(),
    })),
  };
}

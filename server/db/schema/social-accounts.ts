import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cascadingReference, primaryId, stampedAt } from './columns';
import { users } from './users';

/**
 * Pending social sign-ins and connections (OAuth 2.0 authorization requests): the SHA-256 of the
 * single-use `state`, the provider, the PKCE code verifier and OpenID nonce (sealed with
 * SecretBox), the signed-in account for a connection (Gmail), where to return, and the expiry
 * (10 minutes). A row is spent by deleting it.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce'),
    redirectPath: text('redirect_path'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('oauth_states_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('oauth_states_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Social accounts connected to a Collabify account: the provider's own id for the person
 * (Google `sub`, YouTube channel id, Instagram professional account id, TikTok `open_id`,
 * Facebook user id), what to show (email or handle), the granted scopes, and the provider's
 * tokens sealed with AES-256-GCM (SecretBox, bound to provider and account id). One per provider
 * per account, and one Collabify account per provider account.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: primaryId(),
    userId: cascadingReference('user_id', () => users.id),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    displayName: text('display_name').notNull(),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    accessToken: text('access_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshToken: text('refresh_token'),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_account_key').on(t.provider, t.providerAccountId),
    uniqueIndex('social_accounts_user_provider_key').on(t.userId, t.provider),
  ],
);

export type OauthStateRow = typeof oauthStates.$inferSelect;
export type SocialAccountRow = typeof socialAccounts.$inferSelect;

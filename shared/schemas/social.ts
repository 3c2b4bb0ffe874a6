import { z } from 'zod';
import { INFLUENCER_PROVIDERS, OAUTH_START_PROVIDERS, SOCIAL_PROVIDERS } from '../constants/social';
import { isSameOriginPath } from '../format/app-path';
import { sessionSchema } from './auth';

/** A provider id. */
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

/** `GET /api/auth/social-providers` (public): which providers this server has keys for. */
export const socialProvidersSchema = z.object({
  providers: z.array(z.object({ id: socialProviderSchema, configured: z.boolean() })),
});

/** Params of `GET /api/auth/oauth/{provider}/authorize`: a provider whose sign-in is built. */
export const authorizeParamsSchema = z.strictObject({ provider: z.enum(OAUTH_START_PROVIDERS) });

/** Params of `POST /api/users/social-accounts/{provider}/refresh`: a creator platform. */
export const influencerProviderParamsSchema = z.strictObject({
  provider: z.enum(INFLUENCER_PROVIDERS),
});

/** Params of `DELETE /api/users/social-accounts/{provider}`. */
export const oauthProviderParamsSchema = z.strictObject({ provider: socialProviderSchema });

/**
 * Query of `GET /api/auth/oauth/{provider}/authorize`: the app path to return to afterwards, a
 * same-origin relative path ({@link isSameOriginPath}, the rule the app applies too) of at most
 * 500 characters. Errors: 400 naming `query.redirect` for `//evil.example`, `/\evil.example`, an
 * absolute URL or a path with control characters.
 */
export const authorizeQuerySchema = z.strictObject({
  redirect: z
    .string()
    .max(500)
    .refine(isSameOriginPath, 'An app path starting with one "/"')
    .optional(),
});

/** `GET /api/auth/oauth/{provider}/authorize`: the provider's consent page to send the browser to. */
export const authorizeUrlSchema = z.object({ url: z.url() });

/**
 * Body of the sign-in routes after the provider's redirect (`/auth/callback/<provider>` posts
 * what the provider put in the query): the one-time `code` and the `state` we issued.
 */
export const oauthCallbackSchema = z.strictObject({
  code: z.string().min(1).max(2_000),
  state: z.string().min(16).max(200),
});

/**
 * Body of `POST /api/auth/google-login`: the code flow's `code` and `state`, or a Google ID
 * token (`credential`, as Sign in with Google gives it to the page).
 */
export const googleLoginSchema = z.union([
  oauthCallbackSchema,
  z.strictObject({ credential: z.string().min(20).max(4_000) }),
]);

/** A sign-in's answer: the session and the app path to continue to. */
export const socialSessionSchema = sessionSchema.extend({
  redirect: z.string().nullable(),
  /** True when this sign-in created the account. */
  created: z.boolean(),
});

/** One connected social account, as the profile lists it. Times ISO 8601 UTC. */
export const socialAccountSchema = z.object({
  provider: socialProviderSchema,
  displayName: z.string(),
  scopes: z.array(z.string()),
  connectedAt: z.iso.datetime(),
});

/** `GET /api/users/social-accounts`. */
export const socialAccountsSchema = z.object({ accounts: z.array(socialAccountSchema) });

export type SocialProviders = z.infer<typeof socialProvidersSchema>;
export type OauthCallback = z.infer<typeof oauthCallbackSchema>;
export type GoogleLogin = z.infer<typeof googleLoginSchema>;
export type SocialSession = z.infer<typeof socialSessionSchema>;
export type SocialAccount = z.infer<typeof socialAccountSchema>;
export type SocialAccounts = z.infer<typeof socialAccountsSchema>;

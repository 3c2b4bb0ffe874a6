import type { OauthCallback, SocialSession } from '@shared/schemas/social';
import type { AppContext } from '../../context';
import { fieldError, notConfigured } from '../../errors';
import type { FacebookClient } from '../../integrations/meta/facebook-client';
import { MetaAuthError } from '../../integrations/meta/graph-errors';
import { metaCall } from './meta-call';
import { spendState } from './oauth-state';
import { callbackUrl } from './provider-urls';
import { signInAdvertiser } from './sign-in';

/** Facebook, or 503 when its keys are not set. */
function requireFacebook(ctx: AppContext): FacebookClient {
  if (!ctx.facebook) throw notConfigured('Facebook');
  return ctx.facebook;
}

/** Why an advertiser cannot sign in with a Facebook account that shares no email address. */
const NO_EMAIL =
  'Your Facebook account shares no email address with Collabify: it has no confirmed email, or you did not allow it. Sign in with Facebook again and allow your email address, or sign in another way (Google, or email and password).';

/**
 * `POST /api/auth/facebook-login`: an advertiser signs in with Facebook (manual Login flow,
 * integrations.md §4.1). The state is spent; the code is exchanged for a 60-day user token;
 * `debug_token` must say it is valid and this app's (a token of another app is refused); `/me`
 * must be the same person and share an email (Meta only shares a confirmed one); then
 * {@link signInAdvertiser}, the token kept sealed so a disconnect can remove the app at Meta.
 * @throws 400 naming `body.state`, or `body.code` when Meta refuses, a check fails or no email is
 * shared; 409 when the Facebook account is connected to another account (two sign-ins racing);
 * 503 when Meta cannot be reached, 502 when it
 * fails or rate-limits; 503 without Facebook's keys.
 */
export async function facebookLogin(ctx: AppContext, body: OauthCallback): Promise<SocialSession> {
  const facebook = requireFacebook(ctx);
  const state = await spendState(ctx, 'facebook', body.state);
  const { tokens, grant, person } = await metaCall('Facebook', 'body.code', async () => {
    const tokens = await facebook.exchangeCode({
      redirectUri: callbackUrl(ctx, 'facebook'),
      code: body.code,
    });
    const grant = await facebook.debugToken(tokens.accessToken);
    const person = await facebook.me(tokens.accessToken);
    if (person.id !== grant.userId) {
      throw new MetaAuthError('The access token belongs to another person', 200);
    }
    return { tokens, grant, person };
  });
  if (!person.email) throw fieldError('body.code', NO_EMAIL);
  return signInAdvertiser(ctx, {
    provider: 'facebook',
    providerAccountId: person.id,
    verifiedEmail: person.email,
    name: person.name ?? person.email.split('@')[0]!,
    displayName: person.email,
    scopes: grant.scopes,
    tokens: {
      accessToken: tokens.accessToken,
      expiresAt: tokens.expiresAt,
      refreshToken: null,
      scopes: grant.scopes,
    },
    redirectPath: state.redirectPath,
  });
}

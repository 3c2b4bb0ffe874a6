import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { closeAfterEach, landing, pageForms, press, testClock, viaLocal } from '../kit/testing';
import { addDemoAccounts } from './demo';
import {
  DEMO_CREATOR,
  DEMO_DATASET_ACCOUNTS,
  DEMO_OTHER_INSTAGRAM_ACCOUNTS,
} from './demo-accounts';
import { type FakeMeta, type FakeMetaOptions, FakeMetaError, startFakeMeta } from './server';

/**
 * The fake is driven as the app drives Meta: with fetch, every `https://{host}/{path}` sent to
 * `{origin}/{host}/{path}` (META_TEST_SERVER_URL), and the dialogs' buttons pressed by posting
 * their forms as a browser does. The clock is injected; nothing sleeps.
 */

const FACEBOOK = { appId: '1234567890123456', appSecret: 'fb-secret-for-tests' };
const INSTAGRAM = { appId: '9876543210987654', appSecret: 'ig-secret-for-tests' };
const FB_CALLBACK = 'https://app.example.test/auth/facebook/callback';
const IG_CALLBACK = 'https://app.example.test/auth/instagram/callback';
const START = new Date('2026-11-02T10:00:00Z');
const HOUR = 3600_000;
const DAY = 24 * HOUR;

const clock = testClock(START);
const { advance } = clock;
const closeLater = closeAfterEach();

async function start(options: Partial<FakeMetaOptions> = {}): Promise<FakeMeta> {
  const fake = await startFakeMeta({
    facebook: FACEBOOK,
    instagram: INSTAGRAM,
    redirectUris: [FB_CALLBACK, IG_CALLBACK],
    now: clock.now,
    ...options,
  });
  closeLater(() => fake.close());
  return fake;
}

/** What META_TEST_SERVER_URL does: `https://{host}/{path}` → `{origin}/{host}/{path}`. */
const via = (fake: FakeMeta, url: string) => viaLocal(fake.origin, url);

/** A JSON request to one of Meta's hosts. */
async function call(
  fake: FakeMeta,
  url: string,
  init: { method?: string; form?: Record<string, string>; token?: string } = {},
) {
  const response = await fetch(via(fake, url), {
    method: init.method ?? (init.form ? 'POST' : 'GET'),
    headers: init.token ? { authorization: `Bearer ${init.token}` } : {},
    ...(init.form ? { body: new URLSearchParams(init.form) } : {}),
  });
  // Graph answers are read field by field below, as the app reads them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body: any = await response.json();
  return { status: response.status, headers: response.headers, body };
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

function facebookDialogUrl(params: Record<string, string> = {}): string {
  return `https://www.facebook.com/v25.0/dialog/oauth?${q({
    client_id: FACEBOOK.appId,
    redirect_uri: FB_CALLBACK,
    state: 'fb-state-1',
    scope: 'email,public_profile',
    response_type: 'code',
    ...params,
  })}`;
}

function instagramAuthorizeUrl(params: Record<string, string> = {}): string {
  return `https://www.instagram.com/oauth/authorize?${q({
    client_id: INSTAGRAM.appId,
    redirect_uri: IG_CALLBACK,
    response_type: 'code',
    scope: 'instagram_business_basic,instagram_business_manage_insights',
    state: 'ig-state-1',
    ...params,
  })}`;
}

/** Buttons a page offers. */
const buttons = (markup: string) => pageForms(markup).map((f) => f.button);

async function open(fake: FakeMeta, url: string) {
  const response = await fetch(via(fake, url));
  return { status: response.status, page: await response.text() };
}

async function facebookCode(fake: FakeMeta, userId: string, params: Record<string, string> = {}) {
  const back = landing(await fake.consent(facebookDialogUrl(params), { userId }));
  return back.query.code!;
}

function exchangeFacebook(fake: FakeMeta, code: string, overrides: Record<string, string> = {}) {
  return call(
    fake,
    `https://graph.facebook.com/v25.0/oauth/access_token?${q({
      client_id: FACEBOOK.appId,
      redirect_uri: FB_CALLBACK,
      client_secret: FACEBOOK.appSecret,
      code,
      ...overrides,
    })}`,
  );
}

function debugToken(
  fake: FakeMeta,
  input: string,
  appToken = `${FACEBOOK.appId}|${FACEBOOK.appSecret}`,
) {
  return call(
    fake,
    `https://graph.facebook.com/v25.0/debug_token?${q({ input_token: input, access_token: appToken })}`,
  );
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('Facebook Login', () => {
  it('a person continues on the dialog; the code comes back with #_=_ and gives a 60-day token that debug_token and /me accept', async () => {
    const fake = await start();
    const jamie = fake.addFacebookUser({ name: 'Jamie Rivera', email: 'jamie@example.com' });
    fake.addFacebookUser({ name: 'Sam Okafor' });

    const dialog = await open(fake, facebookDialogUrl());
    expect(dialog.status).toBe(200);
    expect(dialog.page).toContain('Log in to Collabify with Facebook');
    expect(dialog.page).toContain('<legend>Continue as</legend>');
    expect(buttons(dialog.page)).toEqual(['Continue', 'Cancel']);

    const answer = await press(fake.origin, dialog.page, 'Continue', { pick: jamie.id });
    expect(answer.status).toBe(302);
    const back = landing(answer.headers.get('location'));
    expect(back.base).toBe(FB_CALLBACK);
    expect(back.hash).toBe('#_=_');
    expect(back.query.state).toBe('fb-state-1');

    const token = await exchangeFacebook(fake, back.query.code!);
    expect(token.status).toBe(200);
    expect(token.body).toEqual({
      access_token: expect.stringMatching(/^EAA/),
      token_type: 'bearer',
      expires_in: 60 * 24 * 3600,
    });

    const debug = await debugToken(fake, token.body.access_token);
    expect(debug.body).toEqual({
      data: {
        app_id: FACEBOOK.appId,
        type: 'USER',
        application: 'Collabify',
        data_access_expires_at: seconds(START) + 90 * 24 * 3600,
        expires_at: seconds(START) + 60 * 24 * 3600,
        is_valid: true,
        issued_at: seconds(START),
        scopes: ['email', 'public_profile'],
        granular_scopes: [{ scope: 'email' }, { scope: 'public_profile' }],
        user_id: jamie.id,
      },
    });

    const me = await call(
      fake,
      `https://graph.facebook.com/v25.0/me?fields=id,name,email,picture&access_token=${token.body.access_token}`,
    );
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: jamie.id,
      name: 'Jamie Rivera',
      email: 'jamie@example.com',
      picture: {
        data: {
          height: 50,
          is_silhouette: false,
          url: expect.stringContaining(fake.origin),
          width: 50,
        },
      },
    });
    const picture = await fetch(me.body.picture.data.url);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');

    // The Authorization header works as well as the access_token parameter.
    const byHeader = await call(fake, 'https://graph.facebook.com/v25.0/me', {
      token: token.body.access_token,
    });
    expect(byHeader.body).toEqual({ id: jamie.id, name: 'Jamie Rivera' });
  });

  it('email is absent from /me when the person unticks it or has no address; debug_token and /me/permissions say what was granted', async () => {
    const fake = await start();
    const jamie = fake.addFacebookUser({ name: 'Jamie Rivera', email: 'jamie@example.com' });
    const sam = fake.addFacebookUser({ name: 'Sam Okafor', email: null });

    const dialog = await open(fake, facebookDialogUrl());
    const answer = await press(fake.origin, dialog.page, 'Continue', {
      pick: jamie.id,
      untick: ['email'],
    });
    const declined = await exchangeFacebook(
      fake,
      landing(answer.headers.get('location')).query.code!,
    );
    const token = declined.body.access_token as string;
    expect((await debugToken(fake, token)).body.data.scopes).toEqual(['public_profile']);
    const me = await call(
      fake,
      `https://graph.facebook.com/v25.0/me?fields=id,name,email&access_token=${token}`,
    );
    expect(me.body).toEqual({ id: jamie.id, name: 'Jamie Rivera' });
    const permissions = await call(
      fake,
      `https://graph.facebook.com/v25.0/me/permissions?access_token=${token}`,
    );
    expect(permissions.body.data).toEqual([
      { permission: 'public_profile', status: 'granted' },
      { permission: 'email', status: 'declined' },
    ]);

    const samToken = (await exchangeFacebook(fake, await facebookCode(fake, sam.id))).body
      .access_token;
    expect((await debugToken(fake, samToken)).body.data.scopes).toEqual([
      'email',
      'public_profile',
    ]);
    const samMe = await call(
      fake,
      `https://graph.facebook.com/v25.0/me?fields=id,name,email&access_token=${samToken}`,
    );
    expect(samMe.body).toEqual({ id: sam.id, name: 'Sam Okafor' });
  });

  it('Cancel sends the person back with error=access_denied, error_reason=user_denied and the state', async () => {
    const fake = await start();
    fake.addFacebookUser({ name: 'Jamie Rivera', email: 'jamie@example.com' });
    const dialog = await open(fake, facebookDialogUrl());
    const answer = await press(fake.origin, dialog.page, 'Cancel');
    const back = landing(answer.headers.get('location'));
    expect(back.base).toBe(FB_CALLBACK);
    expect(back.query).toEqual({
      error_reason: 'user_denied',
      error: 'access_denied',
      error_description: 'Permissions error.',
      state: 'fb-state-1',
    });
    expect(landing(await fake.consent(facebookDialogUrl(), { deny: true })).query.error).toBe(
      'access_denied',
    );
  });

  it('the dialog refuses an unknown app id, an unregistered redirect URI and unknown scopes with a page, sending nothing to the app', async () => {
    const fake = await start();
    fake.addFacebookUser({ name: 'Jamie Rivera' });
    const cases: [Record<string, string>, string][] = [
      [{ client_id: INSTAGRAM.appId }, 'Invalid App ID'],
      [{ redirect_uri: 'https://evil.example.test/cb' }, 'URL blocked'],
      [{ redirect_uri: `${FB_CALLBACK}/` }, 'URL blocked'],
      [{ scope: 'email,user_friends' }, 'Invalid Scopes: user_friends'],
      [{ response_type: 'token' }, 'response_type=code'],
    ];
    for (const [params, text] of cases) {
      const dialog = await open(fake, facebookDialogUrl(params));
      expect(dialog.status, text).toBe(400);
      expect(dialog.page).toContain('role="alert"');
      expect(dialog.page).toContain(text);
      expect(buttons(dialog.page)).toEqual([]);
      await expect(fake.consent(facebookDialogUrl(params), { deny: true })).rejects.toThrow(text);
    }
  });

  it('the code exchange refuses a wrong secret, another app id, a different redirect_uri, a reused, expired or unknown code', async () => {
    const fake = await start();
    const { id } = fake.addFacebookUser({ name: 'Jamie Rivera', email: 'jamie@example.com' });
    const code = await facebookCode(fake, id);
    const error = async (overrides: Record<string, string>, usedCode = code) => {
      const answer = await exchangeFacebook(fake, usedCode, overrides);
      expect(answer.status).toBe(400);
      const { message, type, code: errorCode, error_subcode, fbtrace_id } = answer.body.error;
      expect(type).toBe('OAuthException');
      expect(fbtrace_id).toEqual(expect.any(String));
      return { message, code: errorCode, subcode: error_subcode };
    };
    expect(await error({ client_secret: 'not-the-secret' })).toEqual({
      message: 'Error validating client secret.',
      code: 1,
      subcode: undefined,
    });
    expect(await error({ client_id: INSTAGRAM.appId })).toMatchObject({ code: 101 });
    expect(await error({ redirect_uri: `${FB_CALLBACK}?next=/` })).toEqual({
      message:
        'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      code: 100,
      subcode: 36008,
    });
    expect(await error({}, 'AQmadeUpCode')).toMatchObject({
      code: 100,
      message: 'Invalid verification code format.',
    });

    // The refusals above did not spend the code; the first good exchange does.
    expect((await exchangeFacebook(fake, code)).status).toBe(200);
    expect(await error({})).toEqual({
      message: 'This authorization code has been used.',
      code: 100,
      subcode: 36009,
    });

    const late = await facebookCode(fake, id);
    advance(10 * 60_000);
    expect(await error({}, late)).toEqual({
      message: 'This authorization code has expired.',
      code: 100,
      subcode: 36007,
    });
  });

  it('debug_token: a token of another app is valid with that app_id; an expired one is not (190/463); a wrong app token or garbage is refused', async () => {
    const fake = await start();
    const { id } = fake.addFacebookUser({ name: 'Jamie Rivera', email: 'jamie@example.com' });

    const other = await debugToken(fake, fake.tokenOfOtherApp(id));
    expect(other.body.data).toMatchObject({ is_valid: true, app_id: fake.otherAppId, user_id: id });
    expect(other.body.data.app_id).not.toBe(FACEBOOK.appId);

    const token = (await exchangeFacebook(fake, await facebookCode(fake, id))).body.access_token;
    advance(60 * DAY);
    const expired = await debugToken(fake, token);
    expect(expired.body.data).toMatchObject({
      is_valid: false,
      app_id: FACEBOOK.appId,
      user_id: id,
    });
    expect(expired.body.data.error).toEqual({
      code: 190,
      subcode: 463,
      // START + 60 days, in Pacific time as Graph words it.
      message:
        'Error validating access token: Session has expired on Friday, 01-Jan-27 02:00:00 PST. The current time is Friday, 01-Jan-27 02:00:00 PST.',
    });
    const me = await call(fake, `https://graph.facebook.com/v25.0/me?access_token=${token}`);
    expect(me.status).toBe(400);
    expect(me.body.error).toMatchObject({ code: 190, error_subcode: 463, type: 'OAuthException' });
    expect(me.headers.get('www-authenticate')).toContain('invalid_token');

    const fresh = (await exchangeFacebook(fake, await facebookCode(fake, id))).body.access_token;
    fake.expireTokens();
    expect((await debugToken(fake, fresh)).body.data.is_valid).toBe(false);

    const wrongAppToken = await debugToken(fake, fresh, `${FACEBOOK.appId}|wrong-secret`);
    expect(wrongAppToken.body.error).toMatchObject({
      code: 190,
      message: 'Invalid OAuth access token signature.',
    });
    const userAsAppToken = await debugToken(fake, fresh, fresh);
    expect(userAsAppToken.body.error.code).toBe(100);
    const garbage = await debugToken(fake, 'EAAnotatoken');
    expect(garbage.body).toEqual({
      data: {
        error: { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' },
        is_valid: false,
        scopes: [],
      },
    });
    const noInput = await call(
      fake,
      `https://graph.facebook.com/v25.0/debug_token?access_token=${FACEBOOK.appId}|${FACEBOOK.appSecret}`,
    );
    expect(noInput.body.error).toMatchObject({ code: 100 });

    // An app token from the client-credentials grant works too.
    const appToken = await call(
      fake,
      `https://graph.facebook.com/v25.0/oauth/access_token?${q({ client_id: FACEBOOK.appId, client_secret: FACEBOOK.appSecret, grant_type: 'client_credentials' })}`,
    );
    expect((await debugToken(fake, 'EAAx', appToken.body.access_token)).status).toBe(200);
  });

  it('removing the app (DELETE /me/permissions) ends its tokens (190/458); removing email hides it', async () => {
    const fake = await start();
    const { id } = fake.addFacebookUser({ name: 'Jamie Rivera', email: 'jamie@example.com' });
    const token = (await exchangeFacebook(fake, await facebookCode(fake, id))).body.access_token;

    const noEmail = await call(
      fake,
      `https://graph.facebook.com/v25.0/me/permissions/email?access_token=${token}`,
      { method: 'DELETE' },
    );
    expect(noEmail.body).toEqual({ success: true });
    const me = await call(
      fake,
      `https://graph.facebook.com/v25.0/me?fields=email&access_token=${token}`,
    );
    expect(me.body).toEqual({ id });

    const other = fake.addFacebookUser({ name: 'Sam Okafor' });
    const forbidden = await call(
      fake,
      `https://graph.facebook.com/v25.0/${other.id}/permissions?access_token=${token}`,
      { method: 'DELETE' },
    );
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe(200);

    const removed = await call(
      fake,
      `https://graph.facebook.com/v25.0/me/permissions?access_token=${token}`,
      { method: 'DELETE' },
    );
    expect(removed.body).toEqual({ success: true });
    const debug = await debugToken(fake, token);
    expect(debug.body.data.is_valid).toBe(false);
    expect(debug.body.data.error).toEqual({
      code: 190,
      subcode: 458,
      message: `Error validating access token: The user has not authorized application ${FACEBOOK.appId}.`,
    });
    const after = await call(fake, `https://graph.facebook.com/v25.0/me?access_token=${token}`);
    expect(after.body.error).toMatchObject({ code: 190, error_subcode: 458 });
  });

  it('/me refuses an unknown field (100) and a request without a token (2500); other people are unreadable (100/33)', async () => {
    const fake = await start();
    const { id } = fake.addFacebookUser({ name: 'Jamie Rivera', email: 'jamie@example.com' });
    const other = fake.addFacebookUser({ name: 'Sam Okafor' });
    const token = (await exchangeFacebook(fake, await facebookCode(fake, id))).body.access_token;
    const unknown = await call(
      fake,
      `https://graph.facebook.com/v25.0/me?fields=id,birthday&access_token=${token}`,
    );
    expect(unknown.body.error).toMatchObject({
      code: 100,
      message: '(#100) Tried accessing nonexisting field (birthday) on node type (User)',
    });
    const anonymous = await call(fake, 'https://graph.facebook.com/v25.0/me?fields=id');
    expect(anonymous.body.error.code).toBe(2500);
    const someoneElse = await call(
      fake,
      `https://graph.facebook.com/v25.0/${other.id}?access_token=${token}`,
    );
    expect(someoneElse.body.error).toMatchObject({ code: 100, error_subcode: 33 });
    const own = await call(
      fake,
      `https://graph.facebook.com/v25.0/${id}?fields=name&access_token=${token}`,
    );
    expect(own.body).toEqual({ name: 'Jamie Rivera', id });
    const instagramHostToken = await call(
      fake,
      `https://graph.instagram.com/v25.0/me?access_token=${token}`,
    );
    expect(instagramHostToken.body.error.code).toBe(190);
  });
});

function exchangeInstagram(fake: FakeMeta, code: string, overrides: Record<string, string> = {}) {
  return call(fake, 'https://api.instagram.com/oauth/access_token', {
    form: {
      client_id: INSTAGRAM.appId,
      client_secret: INSTAGRAM.appSecret,
      grant_type: 'authorization_code',
      redirect_uri: IG_CALLBACK,
      code,
      ...overrides,
    },
  });
}

async function instagramShortToken(fake: FakeMeta, username: string): Promise<string> {
  const back = landing(await fake.consent(instagramAuthorizeUrl(), { username }));
  return (await exchangeInstagram(fake, back.query.code!)).body.data[0].access_token;
}

function longLived(fake: FakeMeta, shortToken: string, secret = INSTAGRAM.appSecret) {
  return call(
    fake,
    `https://graph.instagram.com/access_token?${q({ grant_type: 'ig_exchange_token', client_secret: secret, access_token: shortToken })}`,
  );
}

function refresh(fake: FakeMeta, token: string) {
  return call(
    fake,
    `https://graph.instagram.com/refresh_access_token?${q({ grant_type: 'ig_refresh_token', access_token: token })}`,
  );
}

const PROFILE_FIELDS =
  'user_id,username,name,account_type,profile_picture_url,followers_count,follows_count,media_count';

describe('Instagram Login', () => {
  it('a creator logs in and allows; the code comes back with #_; the app reads the profile and pages through the media with a long-lived token', async () => {
    const fake = await start();
    const creator = fake.addInstagramAccount(DEMO_CREATOR);
    fake.addInstagramAccount({
      username: 'jamie.personal',
      name: 'Jamie',
      accountType: 'PERSONAL',
      followers: 10,
      follows: 20,
      mediaCount: 0,
    });

    const login = await open(fake, instagramAuthorizeUrl());
    expect(login.status).toBe(200);
    expect(login.page).toContain('<legend>Account</legend>');
    expect(buttons(login.page)).toEqual(['Log in', 'Cancel']);
    const consentAnswer = await press(fake.origin, login.page, 'Log in', { pick: creator.userId });
    const consent = await consentAnswer.text();
    expect(consent).toContain('Allow Collabify to access @code.aryan?');
    expect(buttons(consent)).toEqual(['Allow', 'Cancel']);
    const allowed = await press(fake.origin, consent, 'Allow');
    expect(allowed.status).toBe(302);
    const location = allowed.headers.get('location')!;
    expect(location.endsWith('#_')).toBe(true);
    const back = landing(location);
    expect(back.base).toBe(IG_CALLBACK);
    expect(back.query.state).toBe('ig-state-1');

    const short = await exchangeInstagram(fake, back.query.code!);
    expect(short.status).toBe(200);
    expect(short.body).toEqual({
      data: [
        {
          access_token: expect.stringMatching(/^IGAA/),
          user_id: creator.appScopedId,
          permissions: 'instagram_business_basic,instagram_business_manage_insights',
        },
      ],
    });

    const long = await longLived(fake, short.body.data[0].access_token);
    expect(long.body).toEqual({
      access_token: expect.stringMatching(/^IGAA/),
      token_type: 'bearer',
      expires_in: 60 * 24 * 3600,
    });
    const token = long.body.access_token as string;

    const me = await call(
      fake,
      `https://graph.instagram.com/v25.0/me?fields=${PROFILE_FIELDS}&access_token=${token}`,
    );
    expect(me.body).toEqual({
      user_id: '17841441178132235',
      username: 'code.aryan',
      name: 'Aryan | HTML • CSS',
      account_type: 'MEDIA_CREATOR',
      profile_picture_url: `${fake.origin}/scontent.cdninstagram.com/v/17841441178132235.svg`,
      followers_count: 26656,
      follows_count: 449,
      media_count: 306,
      id: creator.appScopedId,
    });

    const fields = 'id,timestamp,like_count,comments_count,media_type,permalink';
    const first = await call(
      fake,
      `https://graph.instagram.com/v25.0/${creator.userId}/media?fields=${fields}&limit=5&access_token=${token}`,
    );
    expect(first.body.data).toHaveLength(5);
    expect(first.body.data[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      timestamp: '2022-02-23T13:02:38+0000',
      like_count: 96,
      comments_count: 6,
      media_type: 'IMAGE',
      permalink: 'https://www.instagram.com/p/CaUh4zUg_kP/',
    });
    expect(first.body.paging.previous).toBeUndefined();
    const next = first.body.paging.next as string;
    expect(next.startsWith(`https://graph.instagram.com/v25.0/${creator.userId}/media?`)).toBe(
      true,
    );
    const second = await call(fake, next);
    expect(second.body.data).toHaveLength(5);
    const third = await call(fake, second.body.paging.next);
    expect(third.body.data.map((m: { like_count: number }) => m.like_count)).toEqual([814, 415]);
    expect(third.body.paging.next).toBeUndefined();
    const back2 = await call(fake, third.body.paging.previous);
    expect(back2.body.data).toEqual(second.body.data);
    const all = [...first.body.data, ...second.body.data, ...third.body.data];
    expect(new Set(all.map((m: { id: string }) => m.id)).size).toBe(12);
  });

  it('a personal account is told it cannot log in and can only cancel', async () => {
    const fake = await start();
    const personal = fake.addInstagramAccount({
      username: 'jamie.personal',
      name: 'Jamie',
      accountType: 'PERSONAL',
      followers: 10,
      follows: 20,
      mediaCount: 3,
    });
    const login = await open(fake, instagramAuthorizeUrl());
    const refusal = await (
      await press(fake.origin, login.page, 'Log in', { pick: personal.userId })
    ).text();
    expect(refusal).toContain('@jamie.personal can’t log in to Collabify');
    expect(refusal).toContain('only professional accounts (Business or Creator)');
    expect(buttons(refusal)).toEqual(['Cancel']);

    // Posting "Allow" by hand is refused too, and no code is issued.
    const forced = await fetch(`${fake.origin}/www.instagram.com/oauth/authorize/allow`, {
      method: 'POST',
      body: new URLSearchParams({
        ...Object.fromEntries(new URL(instagramAuthorizeUrl()).searchParams),
        account_id: personal.userId,
      }),
      redirect: 'manual',
    });
    expect(forced.status).toBe(403);

    const cancelled = landing(
      (await press(fake.origin, refusal, 'Cancel')).headers.get('location'),
    );
    expect(cancelled.query).toEqual({
      error: 'access_denied',
      error_reason: 'user_denied',
      error_description: 'The user denied your request.',
      state: 'ig-state-1',
    });
    await expect(
      fake.consent(instagramAuthorizeUrl(), { username: 'jamie.personal' }),
    ).rejects.toThrow(FakeMetaError);
    await expect(
      fake.consent(instagramAuthorizeUrl(), { username: 'jamie.personal' }),
    ).rejects.toThrow(/personal account/);
  });

  it('authorize refuses the Facebook app id, a scope list without instagram_business_basic, space-separated or retired scopes, an unregistered redirect URI', async () => {
    const fake = await start();
    fake.addInstagramAccount(DEMO_CREATOR);
    const cases: [Record<string, string>, string][] = [
      [{ client_id: FACEBOOK.appId }, 'Invalid platform app'],
      [
        { scope: 'instagram_business_manage_insights' },
        'scope must include instagram_business_basic',
      ],
      [{ scope: 'instagram_business_basic instagram_business_manage_insights' }, 'Invalid Scopes'],
      [{ scope: 'business_basic' }, 'Invalid Scopes: business_basic'],
      [{ redirect_uri: 'https://app.example.test/other' }, 'Invalid redirect_uri'],
      [{ response_type: 'token' }, 'response_type must be'],
    ];
    for (const [params, text] of cases) {
      const page = await open(fake, instagramAuthorizeUrl(params));
      expect(page.status, text).toBe(400);
      expect(page.page).toContain(text);
      await expect(
        fake.consent(instagramAuthorizeUrl(params), { username: 'code.aryan' }),
      ).rejects.toThrow(text);
    }
    // The reference's host api.instagram.com/oauth/authorize leads to the same page.
    const api = await fetch(
      via(fake, instagramAuthorizeUrl()).replace('/www.instagram.com/', '/api.instagram.com/'),
      { redirect: 'manual' },
    );
    expect(api.status).toBe(302);
    expect(api.headers.get('location')).toMatch(/^\/www\.instagram\.com\/oauth\/authorize\?/);
  });

  it('the code exchange refuses, in Instagram’s shape, a wrong secret, the Facebook app id, another redirect_uri, a reused or expired code, GET', async () => {
    const fake = await start();
    fake.addInstagramAccount(DEMO_CREATOR);
    const code = landing(await fake.consent(instagramAuthorizeUrl(), { username: 'code.aryan' }))
      .query.code!;
    const refused = async (overrides: Record<string, string>, usedCode = code) => {
      const answer = await exchangeInstagram(fake, usedCode, overrides);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error_type: 'OAuthException', code: 400 });
      return answer.body.error_message as string;
    };
    expect(await refused({ client_secret: FACEBOOK.appSecret })).toBe(
      'Error validating client secret',
    );
    expect(await refused({ client_id: FACEBOOK.appId, client_secret: FACEBOOK.appSecret })).toBe(
      'Invalid platform app',
    );
    expect(await refused({ redirect_uri: FB_CALLBACK })).toMatch(/redirect_uri is identical/);
    expect(await refused({ grant_type: 'client_credentials' })).toMatch(/grant_type/);
    expect(await refused({}, 'AQnope')).toBe('Invalid authorization code');
    const viaGet = await call(
      fake,
      `https://api.instagram.com/oauth/access_token?${q({ client_id: INSTAGRAM.appId, code })}`,
    );
    expect(viaGet.status).toBe(400);

    // Multipart, as Meta's cURL example (-F) posts it, is read like a urlencoded form.
    const multipart = new FormData();
    for (const [name, value] of Object.entries({
      client_id: INSTAGRAM.appId,
      client_secret: INSTAGRAM.appSecret,
      grant_type: 'authorization_code',
      redirect_uri: IG_CALLBACK,
      code,
    }))
      multipart.append(name, value);
    const viaMultipart = await fetch(via(fake, 'https://api.instagram.com/oauth/access_token'), {
      method: 'POST',
      body: multipart,
    });
    expect(viaMultipart.status).toBe(200);
    expect(await refused({})).toBe('This authorization code has been used');

    const late = landing(await fake.consent(instagramAuthorizeUrl(), { username: 'code.aryan' }))
      .query.code!;
    advance(HOUR);
    expect(await refused({}, late)).toBe('This authorization code has expired');
  });

  it('short-lived tokens last an hour; the long-lived exchange needs the app secret and a short-lived token; refresh needs a long-lived token at least 24 h old and unexpired', async () => {
    const fake = await start();
    fake.addInstagramAccount(DEMO_CREATOR);
    const meUrl = (token: string) =>
      `https://graph.instagram.com/v25.0/me?fields=username&access_token=${token}`;

    const short = await instagramShortToken(fake, 'code.aryan');
    expect((await call(fake, meUrl(short))).body.username).toBe('code.aryan');
    const wrongSecret = await longLived(fake, short, FACEBOOK.appSecret);
    expect(wrongSecret.body.error).toMatchObject({
      code: 1,
      message: 'Error validating client secret.',
    });
    expect((await refresh(fake, short)).body.error).toMatchObject({ code: 100 });

    const long = (await longLived(fake, short)).body.access_token as string;
    expect((await longLived(fake, long)).body.error).toMatchObject({ code: 100 });
    advance(HOUR);
    const expiredShort = await call(fake, meUrl(short));
    expect(expiredShort.body.error).toMatchObject({
      code: 190,
      error_subcode: 463,
      type: 'OAuthException',
    });
    expect((await longLived(fake, short)).body.error).toMatchObject({ code: 190 });

    const tooYoung = await refresh(fake, long);
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.body.error).toMatchObject({
      code: 100,
      message: expect.stringContaining('24 hours'),
    });

    advance(DAY - HOUR);
    const refreshed = await refresh(fake, long);
    expect(refreshed.body).toEqual({
      access_token: expect.stringMatching(/^IGAA/),
      token_type: 'bearer',
      expires_in: 60 * 24 * 3600,
    });
    const renewed = refreshed.body.access_token as string;
    expect(renewed).not.toBe(long);
    expect((await refresh(fake, renewed)).body.error.code).toBe(100);

    // The first long-lived token keeps its own 60 days; the refreshed one lives 60 days from now.
    advance(59 * DAY);
    expect((await call(fake, meUrl(long))).body.error).toMatchObject({
      code: 190,
      error_subcode: 463,
    });
    expect((await refresh(fake, long)).body.error).toMatchObject({ code: 190, error_subcode: 463 });
    expect((await call(fake, meUrl(renewed))).body.username).toBe('code.aryan');
    fake.expireTokens();
    expect((await call(fake, meUrl(renewed))).body.error.code).toBe(190);
  });

  it('another account’s media and unknown fields are refused; Facebook tokens mean nothing on graph.instagram.com', async () => {
    const fake = await start();
    fake.addInstagramAccount(DEMO_CREATOR);
    const other = fake.addInstagramAccount({
      username: 'northbound.apparel',
      name: 'Northbound Apparel',
      accountType: 'BUSINESS',
      followers: 4210,
      follows: 180,
      mediaCount: 1,
      media: [{ likeCount: 1, commentsCount: 0, timestamp: '2026-10-02T16:00:00Z' }],
    });
    const token = await instagramShortToken(fake, 'code.aryan');
    const foreign = await call(
      fake,
      `https://graph.instagram.com/v25.0/${other.userId}/media?access_token=${token}`,
    );
    expect(foreign.body.error).toMatchObject({
      code: 100,
      error_subcode: 33,
      type: 'IGApiException',
    });
    const field = await call(
      fake,
      `https://graph.instagram.com/v25.0/me?fields=username,email&access_token=${token}`,
    );
    expect(field.body.error).toMatchObject({
      code: 100,
      message: expect.stringContaining('(email)'),
    });
    const mediaField = await call(
      fake,
      `https://graph.instagram.com/v25.0/me/media?fields=id,views&access_token=${token}`,
    );
    expect(mediaField.body.error.code).toBe(100);
    const none = await call(fake, 'https://graph.instagram.com/v25.0/me?fields=username');
    expect(none.body.error.code).toBe(2500);
    const fbId = fake.addFacebookUser({ name: 'Jamie Rivera' }).id;
    const fbToken = fake.tokenOfOtherApp(fbId);
    expect(
      (await call(fake, `https://graph.instagram.com/v25.0/me?access_token=${fbToken}`)).body.error
        .code,
    ).toBe(190);
  });
});

describe('Instagram business discovery (graph.facebook.com)', () => {
  const FIELDS =
    'followers_count,media_count,username,name,biography,profile_picture_url,website,media.limit(2){like_count,comments_count,timestamp,media_type,permalink}';

  /** `GET /{ig-user-id}?fields=business_discovery.username(NAME){fields}`. */
  function discover(
    fake: FakeMeta,
    access: { accessToken: string; igUserId: string },
    username: string,
    fields = FIELDS,
    extra: Record<string, string> = {},
  ) {
    return call(
      fake,
      `https://graph.facebook.com/v25.0/${access.igUserId}?${q({
        fields: `business_discovery.username(${username}){${fields}}`,
        ...extra,
      })}`,
      { token: access.accessToken },
    );
  }

  const buc = (headers: Headers) => JSON.parse(headers.get('x-business-use-case-usage') ?? 'null');
  const appUsage = (headers: Headers) => JSON.parse(headers.get('x-app-usage') ?? 'null');

  const NORTHBOUND = {
    username: 'northbound.apparel',
    name: 'Northbound Apparel',
    accountType: 'BUSINESS' as const,
    followers: 4210,
    follows: 180,
    mediaCount: 3,
    biography: 'Outdoor clothing, made to last.',
    website: 'https://northbound.example',
    media: [
      { likeCount: 143, commentsCount: 4, timestamp: '2026-09-01T16:00:00Z' },
      { likeCount: 212, commentsCount: 14, timestamp: '2026-10-02T16:00:00Z' },
      {
        likeCount: 187,
        commentsCount: 9,
        timestamp: '2026-09-18T16:00:00Z',
        mediaType: 'VIDEO' as const,
        likeCountHidden: true,
      },
    ],
  };

  it('reads a business account’s public fields and media, newest first, `limit` honoured, paging on with `after`; a hidden like count is left out; usage headers come along', async () => {
    const fake = await start();
    const target = fake.addInstagramAccount(NORTHBOUND);
    const access = fake.addBusinessDiscoveryAccess();
    const first = await discover(fake, access, 'northbound.apparel');
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(access.igUserId);
    const found = first.body.business_discovery;
    expect(found).toMatchObject({
      id: target.userId,
      username: 'northbound.apparel',
      name: 'Northbound Apparel',
      followers_count: 4210,
      media_count: 3,
      biography: 'Outdoor clothing, made to last.',
      website: 'https://northbound.example',
      profile_picture_url: `${fake.origin}/scontent.cdninstagram.com/v/${target.userId}.svg`,
    });
    expect(found.media.data).toHaveLength(2);
    expect(found.media.data[0]).toMatchObject({
      like_count: 212,
      comments_count: 14,
      timestamp: '2026-10-02T16:00:00+0000',
      media_type: 'IMAGE',
      permalink: expect.stringMatching(/^https:\/\/www\.instagram\.com\/p\//),
    });
    // The reel's owner hid its like count: business discovery leaves it out.
    expect(found.media.data[1]).not.toHaveProperty('like_count');
    expect(found.media.data[1]).toMatchObject({ comments_count: 9, media_type: 'VIDEO' });
    const { after } = found.media.paging.cursors;
    const next = await discover(
      fake,
      access,
      'northbound.apparel',
      `media.limit(2).after(${after}){like_count,timestamp}`,
    );
    expect(next.body.business_discovery.media.data).toEqual([
      expect.objectContaining({ like_count: 143, timestamp: '2026-09-01T16:00:00+0000' }),
    ]);
    // The default is 25 media; only `id` without sub-fields.
    const plain = await discover(fake, access, 'NorthBound.Apparel', 'media');
    expect(plain.body.business_discovery.media.data).toHaveLength(3);
    expect(Object.keys(plain.body.business_discovery.media.data[0])).toEqual(['id']);
    expect(appUsage(first.headers)).toEqual({ call_count: 0, total_cputime: 0, total_time: 0 });
    expect(buc(first.headers)).toEqual({
      [access.igUserId]: [
        {
          type: 'instagram',
          call_count: 0,
          total_cputime: 0,
          total_time: 0,
          estimated_time_to_regain_access: 0,
        },
      ],
    });
    // The owner reads its own node, like counts included.
    const own = await call(
      fake,
      `https://graph.facebook.com/v25.0/${access.igUserId}?fields=username,followers_count`,
      { token: access.accessToken },
    );
    expect(own.body).toEqual({ username: 'collabify', followers_count: 1280, id: access.igUserId });
    expect(own.headers.get('x-business-use-case-usage')).toBeNull();
  });

  it('an unknown username and a personal account get the same 110 / 2207013 "Cannot find User"', async () => {
    const fake = await start();
    fake.addInstagramAccount({
      ...NORTHBOUND,
      username: 'jamie.personal',
      accountType: 'PERSONAL',
    });
    const access = fake.addBusinessDiscoveryAccess();
    for (const username of ['jamie.personal', 'nobody.here']) {
      const answer = await discover(fake, access, username);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        message: 'Invalid user id',
        type: 'OAuthException',
        code: 110,
        error_subcode: 2207013,
        is_transient: false,
        error_user_title: 'Cannot find User',
        error_user_msg: `The user with username: ${username} cannot be found.`,
        fbtrace_id: expect.any(String),
      });
      expect(buc(answer.headers)[access.igUserId]).toHaveLength(1);
    }
  });

  it('refuses an unknown or expired token (190), a token without the permissions (10), an account the person does not manage (100 / 33), a wrong appsecret_proof (100)', async () => {
    const fake = await start();
    fake.addInstagramAccount(NORTHBOUND);
    const access = fake.addBusinessDiscoveryAccess();
    const garbage = await discover(
      fake,
      { ...access, accessToken: 'EAAgarbage' },
      'northbound.apparel',
    );
    expect(garbage.body.error).toMatchObject({ code: 190, type: 'OAuthException' });
    const lacking = fake.issueFacebookToken(access.facebookUserId, [
      'public_profile',
      'pages_show_list',
    ]);
    const denied = await discover(fake, { ...access, accessToken: lacking }, 'northbound.apparel');
    expect(denied.status).toBe(403);
    expect(denied.body.error).toMatchObject({
      code: 10,
      message: '(#10) Application does not have permission for this action',
    });
    // Another business account, linked to a Page someone else manages.
    const other = fake.addBusinessDiscoveryAccess({
      account: { ...NORTHBOUND, username: 'other.brand', media: [] },
      person: { name: 'Someone Else' },
    });
    const foreign = await discover(
      fake,
      { ...access, igUserId: other.igUserId },
      'northbound.apparel',
    );
    expect(foreign.body.error).toMatchObject({ code: 100, error_subcode: 33 });
    const unknown = await discover(fake, { ...access, igUserId: '17841400000000000' }, 'x');
    expect(unknown.body.error).toMatchObject({ code: 100, error_subcode: 33 });
    const proof = createHmac('sha256', FACEBOOK.appSecret).update(access.accessToken).digest('hex');
    const proven = await discover(fake, access, 'northbound.apparel', 'username', {
      appsecret_proof: proof,
    });
    expect(proven.body.business_discovery.username).toBe('northbound.apparel');
    const wrongProof = await discover(fake, access, 'northbound.apparel', 'username', {
      appsecret_proof: proof.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    });
    expect(wrongProof.body.error).toMatchObject({
      code: 100,
      message: 'Invalid appsecret_proof provided in the API argument',
    });
    advance(61 * DAY);
    const expired = await discover(fake, access, 'northbound.apparel');
    expect(expired.body.error).toMatchObject({ code: 190, error_subcode: 463 });
    // A malformed field list and an unknown field.
    advance(-61 * DAY);
    const syntax = await discover(fake, access, 'northbound.apparel', 'media{like_count');
    expect(syntax.body.error).toMatchObject({
      code: 100,
      message: expect.stringContaining('Syntax error'),
    });
    const field = await discover(fake, access, 'northbound.apparel', 'email');
    expect(field.body.error).toMatchObject({
      code: 100,
      message: expect.stringContaining('(email)'),
    });
  });

  it('past businessDiscoveryCallsPerHour calls answer 80002 with estimated_time_to_regain_access; the rolling hour frees them on the fake’s clock', async () => {
    const fake = await start({ businessDiscoveryCallsPerHour: 4 });
    fake.addInstagramAccount(NORTHBOUND);
    const access = fake.addBusinessDiscoveryAccess();
    const percents: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await discover(fake, access, 'northbound.apparel', 'username');
      expect(answer.status).toBe(200);
      percents.push(buc(answer.headers)[access.igUserId][0].call_count);
      advance(10 * 60_000);
    }
    expect(percents).toEqual([25, 50, 75, 100]);
    // The first call leaves the window 60 minutes after it was made: 20 minutes from now.
    const refused = await discover(fake, access, 'northbound.apparel', 'username');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 80002,
      type: 'OAuthException',
      is_transient: true,
      message: expect.stringContaining(
        'There have been too many calls to this Instagram account. Wait a bit and try again.',
      ),
    });
    expect(buc(refused.headers)[access.igUserId][0]).toMatchObject({
      call_count: 100,
      estimated_time_to_regain_access: 20,
    });
    // Other Graph calls of the app go on; the limit is the Instagram account's.
    expect(
      (await call(fake, 'https://graph.facebook.com/v25.0/me', { token: access.accessToken }))
        .status,
    ).toBe(200);
    advance(20 * 60_000);
    const again = await discover(fake, access, 'northbound.apparel', 'username');
    expect(again.status).toBe(200);
    expect(buc(again.headers)[access.igUserId][0].call_count).toBe(100);
  });

  it('X-App-Usage counts the app’s graph.facebook.com calls in the hour; at appCallsPerHour calls answer code 4', async () => {
    const fake = await start({ appCallsPerHour: 4 });
    const access = fake.addBusinessDiscoveryAccess();
    const usage: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await call(fake, 'https://graph.facebook.com/v25.0/me', {
        token: access.accessToken,
      });
      usage.push(appUsage(answer.headers).call_count);
    }
    expect(usage).toEqual([25, 50, 75, 100]);
    const limited = await call(fake, 'https://graph.facebook.com/v25.0/me', {
      token: access.accessToken,
    });
    expect(limited.body.error).toMatchObject({
      code: 4,
      message: '(#4) Application request limit reached',
      is_transient: true,
    });
    advance(HOUR);
    const back = await call(fake, 'https://graph.facebook.com/v25.0/me', {
      token: access.accessToken,
    });
    expect(back.status).toBe(200);
    expect(appUsage(back.headers).call_count).toBe(25);
  });

  it('failGraph: the next calls answer 500 code 1 (503 code 2), transient, then Graph answers again; graphCalls logs every call', async () => {
    const fake = await start();
    fake.addInstagramAccount(NORTHBOUND);
    const access = fake.addBusinessDiscoveryAccess();
    fake.failGraph(2);
    for (let i = 0; i < 2; i++) {
      const down = await discover(fake, access, 'northbound.apparel');
      expect(down.status).toBe(500);
      expect(down.body.error).toMatchObject({
        message: 'An unknown error has occurred.',
        type: 'OAuthException',
        code: 1,
        is_transient: true,
      });
      expect(appUsage(down.headers)).not.toBeNull();
    }
    fake.failGraph(1, 503);
    const unavailable = await discover(fake, access, 'northbound.apparel');
    expect(unavailable.status).toBe(503);
    expect(unavailable.body.error).toMatchObject({
      code: 2,
      message: 'Service temporarily unavailable',
    });
    expect((await discover(fake, access, 'northbound.apparel')).status).toBe(200);
    expect(fake.graphCalls.map((c) => c.status)).toEqual([500, 500, 503, 200]);
    expect(fake.graphCalls[0]).toEqual({
      host: 'graph.facebook.com',
      method: 'GET',
      path: `/v25.0/${access.igUserId}`,
      status: 500,
    });
    expect(() => fake.failGraph(1, 404)).toThrow(FakeMetaError);
  });

  it('the demo: every business or creator account is discoverable with the access the CLI prints; the personal ones are refused', async () => {
    const fake = await start();
    const access = addDemoAccounts(fake);
    for (const account of [
      DEMO_CREATOR,
      ...DEMO_DATASET_ACCOUNTS,
      ...DEMO_OTHER_INSTAGRAM_ACCOUNTS,
    ]) {
      const answer = await discover(fake, access, account.username, 'followers_count,media_count');
      if (account.accountType === 'PERSONAL') {
        expect(answer.body.error.code, account.username).toBe(110);
        continue;
      }
      expect(answer.body.business_discovery, account.username).toMatchObject({
        followers_count: account.followers,
        media_count: account.mediaCount,
        ...(account.userId ? { id: account.userId } : {}),
      });
    }
    expect(() => fake.addBusinessDiscoveryAccess({ account: 'rebecca_codes' })).toThrow(
      /personal account/,
    );
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignRecipients, EmailCampaign, EmailCampaignReach } from '@shared/schemas/email';
import { emailCampaigns, emailSuppressions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { signUpWithVerifiedSender } from '../../test/verified-sender';
import { startScheduled } from './email-campaigns.service';

/**
 * Who a campaign reaches before it starts (issue 15): the counts the composer shows, and the
 * refusal to start or schedule a campaign that would email nobody.
 */

let t: TestApp;
let token: string;
let userId: string;
let sequence = 40_000;

beforeAll(async () => {
  t = await buildTestApp();
  const session = await signUpWithVerifiedSender(t, 'Rita Reach', {
    email: 'rita@brand.example',
    name: 'Rita at Brand',
  });
  token = session.token;
  userId = session.user.id;
});
afterAll(() => t?.close());

/** `count` new profiles with no public email; returns their ids in order. */
async function profilesWithoutEmail(count: number): Promise<string[]> {
  const rows = await insertInfluencers(t.database.db, count, sequence, { email: null });
  sequence += count;
  return rows.map((r) => r.id);
}

async function setContact(influencerId: string, email: string | null) {
  const res = await t.request({
    method: 'PUT',
    url: `/api/influencer/${influencerId}/contact-email`,
    token,
    payload: { email },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A new list of the user's holding `ids` in that order; returns its id. */
async function listOf(ids: string[]): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/list',
    token,
    payload: { name: `Reach ${++sequence}`, influencers: ids },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function draft(recipients: { listId: string } | { influencerIds: string[] }) {
  const res = await t.request({
    method: 'POST',
    url: '/api/email-campaign',
    token,
    payload: { name: 'Reach test', subject: 'Hi', content: '<p>Hello</p>', ...recipients },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<EmailCampaign>().id;
}

const reach = async (id: string, as = token) =>
  t.request({ method: 'GET', url: `/api/email-campaign/${id}/reach`, token: as });

const patch = (id: string, payload: object) =>
  t.request({ method: 'PATCH', url: `/api/email-campaign/${id}`, token, payload });

const campaign = async (id: string) =>
  (
    await t.request({ method: 'GET', url: `/api/email-campaign/${id}`, token })
  ).json<EmailCampaign>();

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('the reach of a campaign', () => {
  it('counts who would be emailed and why the others would not, listing those without an address', async () => {
    const [mine, none, suppressed, bounced, first, second, alsoNone] =
      await profilesWithoutEmail(7);
    await setContact(mine!, 'mine@inbox.example');
    await t.database.db
      .insert(emailSuppressions)
      .values({ userId, email: 'gone@inbox.example', reason: 'manual' });
    await t.database.db
      .insert(emailSuppressions)
      .values({ userId, email: 'dead@inbox.example', reason: 'bounced' });
    await setContact(suppressed!, 'gone@inbox.example');
    await setContact(bounced!, 'dead@inbox.example');
    await setContact(first!, 'shared@inbox.example');
    await setContact(second!, 'Shared@Inbox.example');
    // The profile's own public address counts too.
    const [withPublic] = await insertInfluencers(t.database.db, 1, sequence++, {
      email: 'Public@Inbox.example',
    });
    const ids = [mine!, withPublic!.id, none!, suppressed!, bounced!, first!, second!, alsoNone!];

    const id = await draft({ listId: await listOf(ids) });
    const res = await reach(id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<EmailCampaignReach>();
    expect(body).toMatchObject({
      total: 8,
      reachable: 3,
      noEmail: 2,
      unsubscribed: 1,
      bounced: 1,
      duplicate: 1,
    });
    expect(body.withoutEmail.map((r) => r.id)).toEqual([none, alsoNone]);
    expect(body.withoutEmail[0]).toMatchObject({
      platform: expect.any(String),
      username: expect.stringMatching(/^creator_/),
      name: expect.stringMatching(/^Creator /),
    });

    // Chosen influencers (not a list) are counted the same way, in the order chosen.
    const chosen = await draft({ influencerIds: [alsoNone!, mine!, none!] });
    expect((await reach(chosen)).json()).toMatchObject({
      total: 3,
      reachable: 1,
      noEmail: 2,
      withoutEmail: [{ id: alsoNone }, { id: none }],
    });
  });

  it('changes as soon as the brand adds an address it knows', async () => {
    const ids = await profilesWithoutEmail(3);
    const id = await draft({ influencerIds: ids });
    expect((await reach(id)).json()).toMatchObject({ total: 3, reachable: 0, noEmail: 3 });
    await setContact(ids[1]!, 'found@inbox.example');
    expect((await reach(id)).json()).toMatchObject({
      total: 3,
      reachable: 1,
      noEmail: 2,
      withoutEmail: [{ id: ids[0] }, { id: ids[2] }],
    });
  });

  it('lists at most 50 of those without an address but counts them all', async () => {
    const ids = await profilesWithoutEmail(60);
    const res = await reach(await draft({ influencerIds: ids }));
    const body = res.json<EmailCampaignReach>();
    expect(body).toMatchObject({ total: 60, reachable: 0, noEmail: 60 });
    expect(body.withoutEmail.map((r) => r.id)).toEqual(ids.slice(0, 50));
  });

  it('answers 404 for another user’s campaign and 401 without a session', async () => {
    const id = await draft({ influencerIds: await profilesWithoutEmail(1) });
    const other = await t.signUp();
    expect((await reach(id, other.token)).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/email-campaign/${id}/reach` })).statusCode,
    ).toBe(401);
  });
});

describe('a campaign that reaches nobody', () => {
  it('cannot be sent: 409 naming why, and it stays a draft without recipients', async () => {
    // Issue 15: a campaign to 4 influencers without addresses used to end "sent" with 4 skipped.
    const id = await draft({ listId: await listOf(await profilesWithoutEmail(4)) });
    const res = await patch(id, { status: 'sending' });
    expect(res.statusCode, res.body).toBe(409);
    const problem = res.json();
    expect(problem).toMatchObject({
      type: 'urn:collabify:problem:no-reachable-recipients',
      title: 'No recipient can be emailed',
      status: 409,
      detail:
        'None of the 4 recipients can be emailed: 4 without an email address. Add the addresses you know, or choose other influencers.',
    });
    expect(problem.errors).toEqual([{ path: 'body.status', message: problem.detail }]);
    const after = await campaign(id);
    expect(after).toMatchObject({ status: 'draft', startedAt: null });
    expect(after.counts.total).toBe(0);
    const recipients = await t.request({
      method: 'GET',
      url: `/api/email-campaign/${id}/recipients`,
      token,
    });
    expect(recipients.json<CampaignRecipients>().total).toBe(0);
  });

  it('names every reason when the addresses known are all suppressed', async () => {
    const [a, b, c] = await profilesWithoutEmail(3);
    await t.database.db
      .insert(emailSuppressions)
      .values({ userId, email: 'left@inbox.example', reason: 'unsubscribed' });
    await setContact(a!, 'left@inbox.example');
    await t.database.db
      .insert(emailSuppressions)
      .values({ userId, email: 'bounce@inbox.example', reason: 'bounced' });
    await setContact(b!, 'bounce@inbox.example');
    const res = await patch(await draft({ influencerIds: [a!, b!, c!] }), { status: 'sending' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'None of the 3 recipients can be emailed: 1 without an email address, 1 unsubscribed or suppressed, 1 bounced. Add the addresses you know, or choose other influencers.',
    );
  });

  it('cannot be scheduled either', async () => {
    const id = await draft({ influencerIds: await profilesWithoutEmail(1) });
    const res = await patch(id, { status: 'scheduled', scheduledAt: inAnHour() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      type: 'urn:collabify:problem:no-reachable-recipients',
      detail: expect.stringMatching(/^The one recipient cannot be emailed: 1 without an email/),
    });
    expect((await campaign(id)).status).toBe('draft');
  });

  it('starts once one address is added, skipping the others', async () => {
    const ids = await profilesWithoutEmail(4);
    const id = await draft({ listId: await listOf(ids) });
    expect((await patch(id, { status: 'sending' })).statusCode).toBe(409);
    await setContact(ids[2]!, 'reachable@inbox.example');
    const res = await patch(id, { status: 'sending' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EmailCampaign>()).toMatchObject({
      status: 'sending',
      counts: { total: 4, pending: 1, skipped: 3 },
    });
  });

  it('a scheduled campaign whose addresses were removed pauses at its time, saying why', async () => {
    const [id1] = await profilesWithoutEmail(1);
    await setContact(id1!, 'later@inbox.example');
    const id = await draft({ influencerIds: [id1!] });
    expect((await patch(id, { status: 'scheduled', scheduledAt: inAnHour() })).statusCode).toBe(
      200,
    );
    await setContact(id1!, null);
    await t.database.db
      .update(emailCampaigns)
      .set({ scheduledAt: new Date(Date.now() - 1_000) })
      .where(eq(emailCampaigns.id, id));
    await startScheduled(t.ctx, id);
    expect(await campaign(id)).toMatchObject({
      status: 'paused',
      startedAt: null,
      pausedReason: expect.stringMatching(/^The one recipient cannot be emailed/),
      counts: { total: 0 },
    });
  });
});

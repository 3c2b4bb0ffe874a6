import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailPreview, EmailTemplate } from '@shared/schemas/email';
import { buildTestApp, uniqueEmail, type TestApp } from '../../test/build-test-app';
import { insertInfluencers } from '../../test/influencer-factory';
import { errorPaths, expectValidationProblem } from '../../test/problems';

let t: TestApp;
let nextProfile = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const call: TestApp['call'] = (...args) => t.call(...args);

async function createTemplate(token: string, body: object): Promise<EmailTemplate> {
  const res = await call(token, 'POST', '/api/email-template', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function templates(token: string, which: 'user/self' | 'public'): Promise<EmailTemplate[]> {
  const res = await call(token, 'GET', `/api/email-template/${which}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().query;
}

async function preview(token: string, body: object): Promise<EmailPreview> {
  const res = await call(token, 'POST', '/api/email-template/preview', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Inserts a profile with this display name and returns its id and handle. */
async function insertProfile(name: string | null) {
  const [row] = await insertInfluencers(t.database.db, 1, 20_000 + ++nextProfile, { name });
  return { id: row!.id, username: row!.username };
}

const hello = {
  name: 'Hello',
  subject: 'Hi {{ influencer.name }}',
  content: '<p>Hi {{ influencer.name }}</p><p><a href="{{ unsubscribe_url }}">Unsubscribe</a></p>',
};

describe('saving templates', () => {
  it('saves a private template by default with sanitised content, author and mine', async () => {
    const { token } = await t.signUp({ name: 'Tess Template' });
    const created = await createTemplate(token, {
      ...hello,
      content: `${hello.content}<script>alert(1)</script><img src="https://cdn.example/a.png" onerror="alert(1)">`,
    });
    expect(created).toMatchObject({
      name: 'Hello',
      subject: 'Hi {{ influencer.name }}',
      content: `${hello.content}<img src="https://cdn.example/a.png" />`,
      isPublic: false,
      mine: true,
      author: 'Tess Template',
    });
    expect(await templates(token, 'user/self')).toEqual([created]);
  });

  it.each([
    [{ ...hello, name: 'Hel\u0000lo' }, 'body.name'],
    [{ ...hello, subject: 'Hi\u0000' }, 'body.subject'],
    [{ ...hello, content: '<p>Hi\u0000</p>' }, 'body.content'],
  ])('answers 400 to a NUL character in %j, naming %s', async (body, path) => {
    const { token } = await t.signUp();
    expectValidationProblem(await call(token, 'POST', '/api/email-template', body), path, /NUL/);
    const { id } = await createTemplate(token, hello);
    const res = await call(token, 'PATCH', `/api/email-template/${id}`, body);
    expectValidationProblem(res, path, /NUL/);
  });

  it('refuses unknown variables with 400 naming body.content and listing them', async () => {
    const { token } = await t.signUp();
    const res = await call(token, 'POST', '/api/email-template', {
      ...hello,
      content: '<p>{{ influencer.email }} and {{ price }}</p>',
    });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res.json())).toEqual(['body.content']);
    expect(res.json().detail).toContain('influencer.email, price');
  });

  it('refuses content that is empty once sanitised with 400 naming body.content', async () => {
    const { token } = await t.signUp();
    const res = await call(token, 'POST', '/api/email-template', {
      ...hello,
      content: '<script>alert(1)</script><p> </p>',
    });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res.json())).toEqual(['body.content']);
  });

  it('refuses a Liquid syntax error in the subject with 400 naming body.subject', async () => {
    const { token } = await t.signUp();
    const res = await call(token, 'POST', '/api/email-template', {
      ...hello,
      subject: 'Hi {{ influencer.name',
    });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res.json())).toEqual(['body.subject']);
  });

  it('edits and deletes the user’s own template', async () => {
    const { token } = await t.signUp();
    const created = await createTemplate(token, hello);
    const patched = await call(token, 'PATCH', `/api/email-template/${created.id}`, {
      subject: 'New {{ sender.name }}',
      isPublic: true,
      content: '<p onclick="x()">Bye {{ influencer.username }}</p>',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      subject: 'New {{ sender.name }}',
      isPublic: true,
      content: '<p>Bye {{ influencer.username }}</p>',
      name: 'Hello',
    });
    const badSubject = await call(token, 'PATCH', `/api/email-template/${created.id}`, {
      subject: '{{ nope }}',
    });
    expect(badSubject.statusCode).toBe(400);
    expect(errorPaths(badSubject.json())).toEqual(['body.subject']);

    const deleted = await call(token, 'DELETE', `/api/email-template/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await templates(token, 'user/self')).toEqual([]);
    expect((await call(token, 'DELETE', `/api/email-template/${created.id}`)).statusCode).toBe(404);
  });
});

describe('the public gallery', () => {
  it('lists everyone’s public templates with author and mine, never private ones', async () => {
    const [alice, bob] = await Promise.all([
      t.signUp({ name: 'Alice Author' }),
      t.signUp({ name: 'Bob Brand' }),
    ]);
    const shared = await createTemplate(alice.token, { ...hello, name: 'Shared', isPublic: true });
    const secret = await createTemplate(alice.token, { ...hello, name: 'Secret' });
    const own = await createTemplate(bob.token, { ...hello, name: 'Bob’s', isPublic: true });

    const gallery = await templates(bob.token, 'public');
    const ids = gallery.map((g) => g.id);
    expect(ids).toContain(shared.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(secret.id);
    expect(gallery.find((g) => g.id === shared.id)).toMatchObject({
      mine: false,
      author: 'Alice Author',
    });
    expect(gallery.find((g) => g.id === own.id)).toMatchObject({ mine: true, author: 'Bob Brand' });
    expect((await templates(bob.token, 'user/self')).map((g) => g.id)).toEqual([own.id]);
  });

  it('answers 404 when editing or deleting another user’s template, public or not', async () => {
    const [alice, bob] = await Promise.all([t.signUp(), t.signUp()]);
    const shared = await createTemplate(alice.token, { ...hello, isPublic: true });
    const secret = await createTemplate(alice.token, hello);
    for (const id of [shared.id, secret.id]) {
      const patch = await call(bob.token, 'PATCH', `/api/email-template/${id}`, { name: 'Mine' });
      expect(patch.statusCode).toBe(404);
      expect((await call(bob.token, 'DELETE', `/api/email-template/${id}`)).statusCode).toBe(404);
    }
    expect((await templates(alice.token, 'user/self')).map((g) => g.name)).toEqual([
      'Hello',
      'Hello',
    ]);
  });

  it('asks for a session', async () => {
    expect((await call(undefined, 'GET', '/api/email-template/public')).statusCode).toBe(401);
  });
});

describe('preview', () => {
  it('renders for the chosen influencer with the sender name and a preview unsubscribe link', async () => {
    const { token } = await t.signUp({ name: 'Account Name' });
    const sender = await call(token, 'POST', '/api/users/email-sender', {
      email: uniqueEmail('sender'),
      name: 'Sender Name',
    });
    expect(sender.statusCode).toBe(200);
    const profile = await insertProfile('<b>Dana</b>');
    const out = await preview(token, {
      subject: 'For {{ influencer.name }} from {{ sender.name }}',
      content: `${hello.content}<p>{{ campaign.name }} {{ discount_code }}</p>`,
      influencerId: profile.id,
      campaignName: 'Spring',
      discountCode: 'DANA5',
    });
    expect(out.subject).toBe('For <b>Dana</b> from Sender Name');
    expect(out.html).toContain('<p>Hi &lt;b&gt;Dana&lt;/b&gt;</p>');
    expect(out.html).toContain('<a href="http://localhost:3000/unsubscribe/preview">');
    expect(out.html).toContain('<p>Spring DANA5</p>');
    expect(out.text).toContain('Hi <b>Dana</b>');
    expect(out).toMatchObject({ unknownVariables: [], errors: [] });
  });

  it('uses the most recently saved influencer, else a sample, and the account name without a sender', async () => {
    const { token } = await t.signUp({ name: 'Account Name' });
    const body = {
      subject: '{{ sender.name }}',
      content: '<p>{{ influencer.name }} @{{ influencer.username }}</p>',
    };
    expect(await preview(token, body)).toMatchObject({
      subject: 'Account Name',
      html: '<p>Alex Rivera @alexrivera</p>',
    });
    const unnamed = await insertProfile(null);
    const list = await call(token, 'POST', '/api/list', {
      name: 'Saved',
      influencers: [unnamed.id],
    });
    expect(list.statusCode, list.body).toBe(201);
    expect((await preview(token, body)).html).toBe(
      `<p>${unnamed.username} @${unnamed.username}</p>`,
    );
  });

  it('reports unknown variables and syntax errors instead of rendering them blank', async () => {
    const { token } = await t.signUp();
    const unknown = await preview(token, {
      subject: 'Hi {{ influencer.first_name }}',
      content: '<p>{{ coupon }} {{ influencer.name }}</p>',
    });
    expect(unknown).toMatchObject({
      subject: 'Hi {{ influencer.first_name }}',
      html: '<p>{{ coupon }} Alex Rivera</p>',
      unknownVariables: ['influencer.first_name', 'coupon'],
      errors: [],
    });
    const broken = await preview(token, { subject: 'Hi', content: '<p>{% if %}</p>' });
    expect(broken.errors).toHaveLength(1);
    expect(broken.html).toBe('<p>{% if %}</p>');
  });

  it('renders a template saved from the editor’s variable chips with the influencer’s name', async () => {
    const { token } = await t.signUp();
    // What the rich-text editor stores for chips: the bare Liquid tag, in any mark, never in a link.
    const content =
      '<p>Hi <strong>{{ influencer.name }}</strong>, use {{ discount_code }}.</p>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="{{ unsubscribe_url }}">Unsubscribe</a></p>';
    const saved = await createTemplate(token, { name: 'Chips', content });
    expect(saved.content).toBe(
      '<p>Hi <strong>{{ influencer.name }}</strong>, use {{ discount_code }}.</p>' +
        '<p><a href="{{ unsubscribe_url }}">Unsubscribe</a></p>',
    );
    const profile = await insertProfile('Dana Chips');

    const out = await preview(token, {
      content: saved.content,
      influencerId: profile.id,
      discountCode: 'DANA5',
    });

    expect(out.html).toBe(
      '<p>Hi <strong>Dana Chips</strong>, use DANA5.</p>' +
        '<p><a href="http://localhost:3000/unsubscribe/preview">Unsubscribe</a></p>',
    );
    expect(out).toMatchObject({ unknownVariables: [], errors: [] });

    // Before chips, the editor autolinked the name, which splits the tag: Liquid refuses it.
    const autolinked = await call(token, 'POST', '/api/email-template', {
      name: 'Autolinked',
      content: '<p>Hi {{ <a href="http://influencer.name">influencer.name</a> }}</p>',
    });
    expect(autolinked.statusCode).toBe(400);
    expect(errorPaths(autolinked.json())).toEqual(['body.content']);
  });

  it('answers 400 naming body.influencerId for an unknown profile', async () => {
    const { token } = await t.signUp();
    const res = await call(token, 'POST', '/api/email-template/preview', {
      content: '<p>x</p>',
      influencerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res.json())).toEqual(['body.influencerId']);
  });
});

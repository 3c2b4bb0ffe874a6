import { expect, type APIRequestContext, test } from '@playwright/test';
import { authHeaders, clientAddress, signUpThroughApi, useSession } from './support/accounts';
import { latestMailTo } from './support/outbox';
import { verifySender } from './support/sender';

/**
 * Three real imported profiles in a new list, each with an address the brand knows: what a brand
 * has after saving influencers and noting their emails (set up through the API; not under test).
 */
async function listWithContacts(request: APIRequestContext, headers: Record<string, string>) {
  const search = await request.get('/api/influencer?limit=3', { headers });
  expect(search.status(), await search.text()).toBe(200);
  const ids = ((await search.json()) as { query: { id: string }[] }).query
    .slice(0, 3)
    .map((p) => p.id);
  const stamp = Date.now();
  const list = await request.post('/api/list', {
    data: { name: `Spring outreach ${stamp}`, influencers: ids },
    headers,
  });
  expect(list.status()).toBe(201);
  const addresses = ids.map((_, k) => `creator-${stamp}-${k}@inbox.example`);
  for (const [k, id] of ids.entries()) {
    const set = await request.put(`/api/influencer/${id}/contact-email`, {
      data: { email: addresses[k] },
      headers,
    });
    expect(set.ok()).toBe(true);
  }
  return { name: `Spring outreach ${stamp}`, addresses };
}

test('a brand verifies its sender, writes a template, tests and sends a campaign, and a recipient unsubscribes', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const brand = await signUpThroughApi(request, 'Nora Brand');
  const list = await listWithContacts(request, authHeaders(brand));

  await useSession(page.context(), brand);

  // Sender: name and reply-to address, verified through the emailed link.
  const senderAddress = await verifySender(page, 'Nora');

  // Template with a variable, previewed.
  await page.goto('/email?tab=templates');
  await page.getByRole('button', { name: 'New template' }).click();
  await page.getByLabel('Name').fill('Spring hello');
  await page.getByLabel('Subject').fill('Hi {{ influencer.name }}');
  const editor = page.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type('Hello ');
  await page.getByRole('button', { name: 'Insert variable' }).click();
  await page.getByRole('menuitem', { name: /influencer\.username/ }).click();
  await page.keyboard.type(', we love your work.');
  await expect(editor.getByRole('img', { name: 'Variable: Influencer username' })).toBeVisible();
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Spring hello').first()).toBeVisible();

  // Campaign from the list, starting from the template.
  await page.goto('/email/campaign/new');
  await page.getByLabel('Name').fill('Spring campaign');
  await page.getByRole('combobox', { name: 'Recipients' }).click();
  await page.getByRole('option', { name: new RegExp(list.name) }).click();
  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'Spring hello' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('Hi {{ influencer.name }}');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/email\/campaign\/[0-9a-f-]{36}$/);

  // A test to the brand's own address.
  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText(`Test sent to ${brand.email}`)).toBeVisible();
  const test_ = await latestMailTo(brand.email);
  expect(test_.subject).toMatch(/^\[Test\] Hi /);

  // Send, and watch the counts reach the total.
  await page.getByRole('button', { name: 'Send now' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Send to/ })
    .click();
  await expect(page.getByText('3 of 3 processed')).toBeVisible({ timeout: 30_000 });

  // One recipient's message: personalised, with one-click unsubscribe headers and a footer link.
  const mail = await latestMailTo(list.addresses[0]!);
  expect(mail.subject).toMatch(/^Hi /);
  expect(mail.from).toMatchObject({ name: 'Nora via Collabify' });
  expect(mail.replyTo?.[0]?.address).toBe(senderAddress);
  const unsubscribeHeader = mail.headers.find((h) => h.key === 'list-unsubscribe')?.value ?? '';
  expect(mail.headers.find((h) => h.key === 'list-unsubscribe-post')?.value).toBe(
    'List-Unsubscribe=One-Click',
  );
  const unsubscribe = new URL(unsubscribeHeader.slice(1, -1));

  // The recipient follows the link (no session) and confirms.
  const reader = await (await browser.newContext({ extraHTTPHeaders: clientAddress() })).newPage();
  await reader.goto(unsubscribe.pathname);
  await expect(reader.getByText(list.addresses[0]!)).toBeVisible();
  await reader.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(reader.getByText('You are unsubscribed')).toBeVisible();

  // The brand sees the address on its suppression list.
  await page.goto('/email?tab=sender');
  await expect(page.getByText(list.addresses[0]!)).toBeVisible();
});

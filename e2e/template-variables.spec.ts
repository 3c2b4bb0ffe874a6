import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, test } from '@playwright/test';
import { authHeaders, demoAccount, useSession } from './support/accounts';

/**
 * Saves one real imported profile to a new list of the demo brand (through the API; not under
 * test), so the preview renders for it; returns the name the preview shows for it.
 */
async function saveAnInfluencer(request: APIRequestContext) {
  const headers = authHeaders(demoAccount('brand'));
  const search = await request.get('/api/influencer?limit=1', { headers });
  expect(search.status(), await search.text()).toBe(200);
  const [profile] = (
    (await search.json()) as { query: { id: string; name: string | null; username: string }[] }
  ).query;
  const list = await request.post('/api/list', {
    data: { name: `Variables ${Date.now()}`, influencers: [profile!.id] },
    headers,
  });
  expect(list.status(), await list.text()).toBe(201);
  return profile!.name?.trim() || profile!.username;
}

test('a variable typed by hand in a template becomes a chip, renders a real name and survives saving', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const influencerName = await saveAnInfluencer(request);
  await useSession(page.context(), demoAccount('brand'));
  const name = `Typed variable ${Date.now()}`;

  await page.goto('/email?tab=templates');
  await page.getByRole('button', { name: 'New template' }).click();
  const form = page.getByRole('form', { name: 'New template' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Subject').fill('For {{ influencer.name }}');
  const content = form.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.type('Hi {{ influencer.name }}, we love your work.');

  // One token, not a link, and the rest of the text as typed.
  const chip = content.getByRole('img', { name: 'Variable: Influencer name' });
  await expect(chip).toBeVisible();
  await expect(chip).toHaveText('Influencer name');
  await expect(content.locator('a')).toHaveCount(0);
  await expect(content).toHaveText('Hi Influencer name, we love your work.');
  const audit = await new AxeBuilder({ page }).include('.ProseMirror').analyze();
  expect(audit.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The server renders the preview for the saved influencer, by name.
  const rendered = page.frameLocator('iframe[title="Rendered email"]');
  await expect(rendered.locator('body')).toHaveText(`Hi ${influencerName}, we love your work.`);
  const preview = page.getByRole('region', { name: 'Email preview' });
  // The subject is a plain field: its typed Liquid text renders too.
  await expect(preview).toContainText(`Subject: For ${influencerName}`);
  await expect(preview).not.toContainText('Template errors');
  for (const [shot, target] of [
    ['editor-with-variable-chip', form],
    ['template-with-preview', page],
  ] as const) {
    const path = test.info().outputPath(`${shot}.png`);
    await target.screenshot({ path });
    await test.info().attach(shot, { path, contentType: 'image/png' });
  }

  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText(`“${name}” is saved.`)).toBeVisible();

  // Reopened, the saved Liquid tag is a chip again.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const reopened = page.getByRole('form', { name: 'Edit template' });
  const again = reopened.getByRole('textbox', { name: 'Content' });
  await expect(again.getByRole('img', { name: 'Variable: Influencer name' })).toBeVisible();
  await expect(again).toHaveText('Hi Influencer name, we love your work.');
  await expect(again.locator('a')).toHaveCount(0);
});

test('pasted and inserted variables become chips, and Backspace removes a chip whole', async ({
  page,
}) => {
  await useSession(page.context(), demoAccount('brand'));
  await page.goto('/email?tab=templates');
  await page.getByRole('button', { name: 'New template' }).click();
  const form = page.getByRole('form', { name: 'New template' });
  const content = form.getByRole('textbox', { name: 'Content' });
  await content.click();

  // A paste as the browser delivers it (text/plain on the clipboard event).
  await content.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'Use {{discount_code}} at checkout, ');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(content.getByRole('img', { name: 'Variable: Discount code' })).toBeVisible();

  await form.getByRole('button', { name: 'Insert variable' }).click();
  await page.getByRole('menuitem', { name: /Your sender name/ }).click();
  const sender = content.getByRole('img', { name: 'Variable: Your sender name' });
  await expect(sender).toBeVisible();
  await expect(content).toHaveText('Use Discount code at checkout, Your sender name');

  await page.keyboard.press('Backspace');
  await expect(sender).toHaveCount(0);
  await expect(content).toHaveText('Use Discount code at checkout,');
  await expect(content.locator('a')).toHaveCount(0);
});

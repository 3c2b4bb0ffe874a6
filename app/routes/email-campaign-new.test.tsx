import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  LIST_ID,
  makeEmailCampaign,
  makeTemplate,
  stubEmailCampaignApi,
} from '@app/test/email-campaign-fixtures';
import { problemResponse, type SeenRequest } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';
import { fieldErrorOf } from '@app/test/field-error';

const template = makeTemplate();
const INFLUENCERS = [
  '0b7e3c1a-2f4d-4e5a-8b6c-7d8e9f0a1b2c',
  '22222222-2222-4222-8222-222222222222',
];

/** Picks the 12-influencer list and the "Friendly intro" template, then saves the draft. */
async function saveDraftToListFromTemplate(user: UserEvent) {
  await user.click(await screen.findByRole('combobox', { name: /^Recipients/ }));
  await user.click(await screen.findByRole('option', { name: 'Skincare creators (12)' }));
  await user.click(await screen.findByRole('combobox', { name: /^Template/ }));
  await user.click(await screen.findByRole('option', { name: 'Friendly intro' }));
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
}

const posts = (seen: SeenRequest[]) =>
  seen.filter((r) => r.method === 'POST' && r.url === '/api/email-campaign');

describe('/email/campaign/new', { timeout: 20_000 }, () => {
  it('creates a draft to a list from a template and opens it', async () => {
    const user = userEvent.setup();
    const seen = stubEmailCampaignApi({ campaigns: [makeEmailCampaign()] });
    const { router } = await renderApp('/email/campaign/new', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'New email campaign' })).toBeVisible();
    await user.type(screen.getByLabelText(/^Name/), 'Summer outreach');
    await saveDraftToListFromTemplate(user);

    await waitFor(() =>
      expect(currentAddress(router)).toBe(`/email/campaign/${makeEmailCampaign().id}`),
    );
    expect(posts(seen)[0]?.body).toEqual({
      name: 'Summer outreach',
      listId: LIST_ID,
      influencerIds: [],
      templateId: template.id,
      subject: template.subject,
      content: template.content,
      discountCode: null,
      trackOpens: true,
      trackClicks: true,
    });
    expect(await screen.findByRole('heading', { name: 'Summer outreach', level: 1 })).toBeVisible();
    expect(screen.getByText('Saved “Summer outreach” as a draft.')).toBeInTheDocument();
  });

  it('sends to the influencers chosen in the address', async () => {
    const user = userEvent.setup();
    const seen = stubEmailCampaignApi({
      campaigns: [makeEmailCampaign({ listId: null, listName: null, influencerIds: INFLUENCERS })],
    });
    await renderApp(`/email/campaign/new?influencers=${INFLUENCERS.join(',')},not-an-id`, {
      user: makeUser(),
    });

    expect(await screen.findByText('2 chosen influencers')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Two creators');
    await user.type(screen.getByLabelText(/^Subject/), 'Hello');
    await user.click(await screen.findByRole('combobox', { name: /^Template/ }));
    await user.click(await screen.findByRole('option', { name: 'Friendly intro' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]?.body).toMatchObject({ listId: null, influencerIds: INFLUENCERS });
  });

  it('starts with the list named in the address', async () => {
    const user = userEvent.setup();
    const seen = stubEmailCampaignApi();
    await renderApp(`/email/campaign/new?list=${LIST_ID}`, { user: makeUser() });

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Recipients/ })).toHaveValue(
        'Skincare creators (12)',
      ),
    );
    await user.type(screen.getByLabelText(/^Name/), 'Whole list');
    await user.click(await screen.findByRole('combobox', { name: /^Template/ }));
    await user.click(await screen.findByRole('option', { name: 'Friendly intro' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]?.body).toMatchObject({ listId: LIST_ID, influencerIds: [] });
  });

  it('shows the server’s field errors under the fields', async () => {
    const user = userEvent.setup();
    stubEmailCampaignApi({
      override: (request) =>
        request.method === 'POST'
          ? problemResponse(400, 'Bad Request', {
              errors: [{ path: 'body.listId', message: 'This list is empty' }],
            })
          : undefined,
    });
    const { router } = await renderApp('/email/campaign/new', { user: makeUser() });

    await user.type(await screen.findByLabelText(/^Name/), 'Summer outreach');
    await saveDraftToListFromTemplate(user);

    await waitFor(() =>
      expect(fieldErrorOf(screen.getByRole('combobox', { name: /^Recipients/ }))).toBe(
        'This list is empty',
      ),
    );
    expect(currentAddress(router)).toBe('/email/campaign/new');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EmailCampaign } from '@shared/schemas/email';
import { LIST_ID, makeEmailCampaign, makeRecipientList } from '@app/test/email-campaign-fixtures';
import { jsonResponse, problemResponse, stubFetch, type SeenRequest } from '@app/test/fetch-stub';
import { renderWithProviders } from '@app/test/render-with-providers';
import type { CampaignTemplateOption, PresetRecipients } from '../lib/email-campaign-form';
import { EmailCampaignForm } from './email-campaign-form';
import { fieldErrorOf } from '@app/test/field-error';

const TEMPLATE: CampaignTemplateOption = {
  id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  name: 'Friendly intro',
  subject: 'A gift for {{ influencer.name }}',
  content: '<p>Hello {{ influencer.name }}, use {{ discount_code }}.</p>',
};
const INFLUENCERS = [
  '0b7e3c1a-2f4d-4e5a-8b6c-7d8e9f0a1b2c',
  '22222222-2222-4222-8222-222222222222',
];

/** Lists for `GET /api/list`, `answer` for the save; records the requests. */
function stubApi(answer: (request: SeenRequest) => Response): SeenRequest[] {
  return stubFetch((request) =>
    request.url === '/api/list'
      ? jsonResponse({
          lists: [
            makeRecipientList({
              id: '7e57f5a0-1111-4222-8333-444455556666',
              name: 'Favorites',
              count: 3,
            }),
            makeRecipientList(),
          ],
        })
      : answer(request),
  );
}

function renderForm(props: { campaign?: EmailCampaign; preset?: PresetRecipients } = {}) {
  const onSaved = vi.fn();
  renderWithProviders(<EmailCampaignForm templates={[TEMPLATE]} onSaved={onSaved} {...props} />);
  return { onSaved };
}

const saves = (seen: SeenRequest[]) => seen.filter((r) => r.url.startsWith('/api/email-campaign'));

describe('EmailCampaignForm', { timeout: 20_000 }, () => {
  it('creates a draft to a list from a template, with the discount code and tracking chosen', async () => {
    const user = userEvent.setup();
    const created = makeEmailCampaign();
    const seen = stubApi(() => jsonResponse(created, 201));
    const { onSaved } = renderForm();

    await user.type(screen.getByLabelText(/^Name/), 'Summer outreach');
    await user.click(await screen.findByRole('combobox', { name: /^Recipients/ }));
    await user.click(await screen.findByRole('option', { name: 'Skincare creators (12)' }));
    await user.click(screen.getByRole('combobox', { name: /^Template/ }));
    await user.click(await screen.findByRole('option', { name: 'Friendly intro' }));

    expect(screen.getByLabelText(/^Subject/)).toHaveValue(TEMPLATE.subject);
    // The template's variables are chips in the message (and Liquid tags in what is saved).
    const message = screen.getByRole('textbox', { name: 'Message' });
    await waitFor(() =>
      expect(message).toHaveTextContent('Hello Influencer name, use Discount code.'),
    );
    expect(
      within(message)
        .getAllByRole('img')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual(['Variable: Influencer name', 'Variable: Discount code']);
    await user.type(screen.getByLabelText(/^Discount code/), 'GLOW15');
    await user.click(screen.getByRole('switch', { name: /^Track clicks/ }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(saves(seen)).toEqual([
      expect.objectContaining({
        url: '/api/email-campaign',
        method: 'POST',
        body: {
          name: 'Summer outreach',
          listId: LIST_ID,
          influencerIds: [],
          templateId: TEMPLATE.id,
          subject: TEMPLATE.subject,
          content: TEMPLATE.content,
          discountCode: 'GLOW15',
          trackOpens: true,
          trackClicks: false,
        },
      }),
    ]);
  });

  it('sends to the chosen influencers, shown as a count, or to a list when switched', async () => {
    const user = userEvent.setup();
    const seen = stubApi(() => jsonResponse(makeEmailCampaign({ listId: null }), 201));
    renderForm({ preset: { influencerIds: INFLUENCERS } });

    expect(screen.getByText('2 chosen influencers')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Recipients/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A list' }));
    expect(await screen.findByRole('combobox', { name: /^Recipients/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Chosen influencers' }));
    expect(screen.getByText('2 chosen influencers')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Two creators');
    await user.click(screen.getByRole('combobox', { name: /^Template/ }));
    await user.click(await screen.findByRole('option', { name: 'Friendly intro' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(saves(seen)).toHaveLength(1));
    expect(saves(seen)[0]?.body).toMatchObject({
      name: 'Two creators',
      listId: null,
      influencerIds: INFLUENCERS,
      discountCode: null,
    });
  });

  it('checks the form with the shared schema before sending anything', async () => {
    const user = userEvent.setup();
    const seen = stubApi(() => jsonResponse({}, 201));
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() =>
      expect(fieldErrorOf(screen.getByLabelText(/^Name/))).toBe('Give the campaign a name'),
    );
    expect(fieldErrorOf(screen.getByRole('combobox', { name: /^Recipients/ }))).toBe(
      'Choose a list',
    );
    expect(fieldErrorOf(screen.getByLabelText(/^Subject/))).toBe('Write a subject');
    expect(fieldErrorOf(screen.getByRole('textbox', { name: 'Message' }))).toBe('Write the email');
    expect(saves(seen)).toHaveLength(0);
  });

  it('shows the server’s field errors under the fields', async () => {
    const user = userEvent.setup();
    stubApi(() =>
      problemResponse(400, 'Bad Request', {
        errors: [
          { path: 'body.subject', message: 'Unknown variable {{ influencer.age }}' },
          { path: 'body.content', message: 'Liquid syntax error: unclosed tag' },
        ],
      }),
    );
    renderForm({ preset: { influencerIds: INFLUENCERS } });

    await user.type(screen.getByLabelText(/^Name/), 'Two creators');
    await user.type(screen.getByLabelText(/^Subject/), 'Hi');
    await user.click(screen.getByRole('combobox', { name: /^Template/ }));
    await user.click(await screen.findByRole('option', { name: 'Friendly intro' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() =>
      expect(fieldErrorOf(screen.getByLabelText(/^Subject/))).toBe(
        'Unknown variable {{ influencer.age }}',
      ),
    );
    expect(fieldErrorOf(screen.getByRole('textbox', { name: 'Message' }))).toBe(
      'Liquid syntax error: unclosed tag',
    );
  });

  it('saves the edits of a draft with PATCH', async () => {
    const user = userEvent.setup();
    const campaign = makeEmailCampaign({ discountCode: 'OLD10' });
    const seen = stubApi(() => jsonResponse({ ...campaign, name: 'Renamed' }));
    const { onSaved } = renderForm({ campaign });

    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveValue('Summer outreach');
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.clear(screen.getByLabelText(/^Discount code/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saves(seen)[0]).toMatchObject({
      url: `/api/email-campaign/${campaign.id}`,
      method: 'PATCH',
      body: {
        name: 'Renamed',
        listId: LIST_ID,
        influencerIds: [],
        subject: campaign.subject,
        content: campaign.content,
        discountCode: null,
        trackOpens: true,
        trackClicks: true,
      },
    });
  });
});

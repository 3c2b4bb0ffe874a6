import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EmailCampaignReach } from '@shared/schemas/email';
import { EMAIL_CAMPAIGN_ID, makeReach } from '@app/test/email-campaign-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { renderWithProviders } from '@app/test/render-with-providers';
import { CampaignReach } from './campaign-reach';

beforeEach(() => notifications.clean());

const JANE = {
  id: '0b7e3c1a-2f4d-4e5a-8b6c-7d8e9f0a1b2c',
  platform: 'instagram' as const,
  username: 'glow.jane',
  name: 'Jane Glow',
  avatarUrl: null,
};
const SAM = {
  ...JANE,
  id: '1c8f4d2b-3a5e-4f6b-9c7d-8e9f0a1b2c3d',
  username: 'sam.skin',
  name: 'Sam',
};

const REACH_PATH = `/api/email-campaign/${EMAIL_CAMPAIGN_ID}/reach`;

/** Answers the reach with `reaches` in turn (the last repeats) and the contact-email PUT with `put`. */
function stubReach(
  reaches: EmailCampaignReach[],
  put = () => jsonResponse({ email: 'x', source: 'mine' }),
) {
  let gets = 0;
  return stubFetch((request) => {
    if (request.url === REACH_PATH)
      return jsonResponse(reaches[Math.min(gets++, reaches.length - 1)]);
    if (request.method === 'PUT') return put();
    return problemResponse(404, 'Not Found');
  });
}

function renderReach() {
  renderWithProviders(
    <>
      <Notifications />
      <CampaignReach campaignId={EMAIL_CAMPAIGN_ID} />
    </>,
  );
  return screen.getByRole('region', { name: 'Who it reaches' });
}

describe('CampaignReach', { timeout: 20_000 }, () => {
  it('says how many have an address, why the others are skipped, and who lacks one', async () => {
    stubReach([
      makeReach({
        total: 6,
        reachable: 2,
        noEmail: 2,
        unsubscribed: 1,
        duplicate: 1,
        withoutEmail: [JANE, SAM],
      }),
    ]);
    const region = renderReach();

    expect(await within(region).findByText('4 of 6 have an email address')).toBeInTheDocument();
    expect(within(region).getByText('It emails 2 influencers.')).toBeInTheDocument();
    const skipped = within(region).getByRole('list', { name: 'Skipped' });
    expect(
      within(skipped)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '2 have no email address: skipped',
      '1 address unsubscribed or suppressed',
      '1 shares an address with an earlier recipient: emailed once',
    ]);
    expect(within(region).getByLabelText('Email address for @glow.jane')).toBeInTheDocument();
    expect(within(region).getByLabelText('Email address for @sam.skin')).toBeInTheDocument();
  });

  it('warns that nobody can be emailed, and counts those not listed', async () => {
    stubReach([makeReach({ total: 80, reachable: 0, noEmail: 80, withoutEmail: [JANE] })]);
    const region = renderReach();

    expect(await within(region).findByText('0 of 80 have an email address')).toBeInTheDocument();
    expect(within(region).getByText('Nobody can be emailed yet')).toBeInTheDocument();
    expect(within(region).getByText(/^And 79 more without an address/)).toBeInTheDocument();
  });

  it('saves an address the brand adds, and the counts follow', async () => {
    const user = userEvent.setup();
    const seen = stubReach([
      makeReach({ total: 2, reachable: 0, noEmail: 2, withoutEmail: [JANE, SAM] }),
      makeReach({ total: 2, reachable: 1, noEmail: 1, withoutEmail: [SAM] }),
    ]);
    const region = renderReach();

    await user.type(
      await within(region).findByLabelText('Email address for @glow.jane'),
      'Jane@Glow.example ',
    );
    await user.click(
      within(region).getByRole('button', { name: 'Save the address of @glow.jane' }),
    );

    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'PUT')).toEqual([
        expect.objectContaining({
          url: `/api/influencer/${JANE.id}/contact-email`,
          body: { email: 'jane@glow.example' },
        }),
      ]),
    );
    expect(await screen.findByText('Saved jane@glow.example for @glow.jane.')).toBeInTheDocument();
    expect(await within(region).findByText('1 of 2 has an email address')).toBeInTheDocument();
    expect(within(region).queryByLabelText('Email address for @glow.jane')).not.toBeInTheDocument();
  });

  it('checks the address before saving, and shows the server’s objection under the field', async () => {
    const user = userEvent.setup();
    const seen = stubReach(
      [makeReach({ total: 1, reachable: 0, noEmail: 1, withoutEmail: [JANE] })],
      () =>
        problemResponse(400, 'Your request has invalid fields', {
          errors: [{ path: 'body.email', message: 'This address cannot receive mail' }],
        }),
    );
    const region = renderReach();
    const input = await within(region).findByLabelText('Email address for @glow.jane');
    const save = within(region).getByRole('button', { name: 'Save the address of @glow.jane' });

    await user.type(input, 'not an address');
    await user.click(save);
    expect(
      await within(region).findByText('Enter an email address, like name@example.com'),
    ).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'jane@glow.example');
    await user.click(save);
    expect(await within(region).findByText('This address cannot receive mail')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('This address cannot receive mail');
  });
});

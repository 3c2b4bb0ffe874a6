import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProposeCollaboration } from '@shared/schemas/collaborations';
import { makeCampaign } from '@app/test/campaign-fixtures';
import { makeCollaboration } from '@app/test/collaboration-fixtures';
import { jsonResponse, problemResponse, stubFetch, type SeenRequest } from '@app/test/fetch-stub';
import { makeCard, makeCards } from '@app/test/influencer-fixtures';
import { renderWithProviders } from '@app/test/render-with-providers';
import {
  ProposeCollaborationModal,
  type ProposeCollaborationModalProps,
} from './propose-collaboration-modal';
import { fieldErrorOf } from '@app/test/field-error';

const jane = makeCard();
const campaign = makeCampaign({ status: 'active' });

/** The error message shown under the field labelled `label`. */
const errorOf = (label: string | RegExp) => fieldErrorOf(screen.getByLabelText(label));

function renderModal(
  handler: (request: SeenRequest) => Response | Promise<Response>,
  props: Partial<ProposeCollaborationModalProps> = {},
) {
  notifications.clean();
  const seen = stubFetch(handler);
  const onClose = vi.fn();
  const onProposed = vi.fn();
  renderWithProviders(
    <>
      <Notifications />
      <ProposeCollaborationModal
        opened
        onClose={onClose}
        onProposed={onProposed}
        influencers={[jane]}
        campaigns={[campaign]}
        {...props}
      />
    </>,
  );
  const posts = () => seen.filter((r) => r.method === 'POST');
  return { posts, onClose, onProposed };
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send proposal' }));

describe('ProposeCollaborationModal', { timeout: 20_000 }, () => {
  it('posts the terms with the amount in cents and says how the influencer hears of it', async () => {
    const user = userEvent.setup();
    const created = makeCollaboration({ reach: 'email' });
    const { posts, onClose, onProposed } = renderModal(() => jsonResponse(created, 201));

    expect(screen.getByRole('dialog', { name: 'Propose a collaboration' })).toHaveTextContent(
      '@jane.cooks',
    );
    await user.click(screen.getByRole('combobox', { name: 'Compensation' }));
    await user.click(await screen.findByRole('option', { name: 'Fixed fee' }));
    await user.type(screen.getByLabelText('Fee'), '250.5');
    await user.type(screen.getByLabelText(/^Deliverables/), '  One reel  ');
    fireEvent.change(screen.getByLabelText('Deadline'), { target: { value: '2026-07-01' } });
    await user.type(screen.getByLabelText('Discount code'), 'GLOW15');
    await user.type(screen.getByLabelText('Tracking link'), 'https://shop.example.com/glow');
    await user.type(screen.getByLabelText('First message'), 'Hi Jane!');
    await send();

    await waitFor(() => expect(onProposed).toHaveBeenCalledOnce());
    expect(onClose).toHaveBeenCalledOnce();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({ url: '/api/collaboration' });
    expect(posts()[0]!.body).toEqual({
      influencerId: jane.id,
      campaignId: null,
      compensation: 'fixed_fee',
      amount: 25_050,
      currency: 'USD',
      deliverables: 'One reel',
      deadline: '2026-07-01',
      discountCode: 'GLOW15',
      trackingUrl: 'https://shop.example.com/glow',
      message: 'Hi Jane!',
      inviteEmail: null,
      gift: null,
    } satisfies ProposeCollaboration);
    expect(
      await screen.findByText(`Collaboration proposed to @${created.influencer.username}`),
    ).toBeInTheDocument();
    expect(
      screen.getByText('We emailed them a link to read and answer it, no account needed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open collaboration' })).toHaveAttribute(
      'href',
      `/collaboration/${created.id}`,
    );
  });

  it('fills in the terms of the campaign chosen, and sends it', async () => {
    const user = userEvent.setup();
    const { posts } = renderModal(() => jsonResponse(makeCollaboration(), 201));

    await user.click(screen.getByRole('combobox', { name: 'Campaign' }));
    await user.click(await screen.findByRole('option', { name: 'Summer glow' }));

    expect(screen.getByRole('combobox', { name: 'Compensation' })).toHaveValue('Fixed fee');
    expect(screen.getByLabelText('Fee')).toHaveValue('$500');
    expect(screen.getByLabelText(/^Deliverables/)).toHaveValue('2 × Instagram reel');
    await send();

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({
      campaignId: campaign.id,
      compensation: 'fixed_fee',
      amount: 50_000,
      currency: 'USD',
      deliverables: '2 × Instagram reel',
    });
  });

  it('proposes a gift without the fee a campaign budget would have filled in', async () => {
    const user = userEvent.setup();
    const gifted = makeCampaign({
      id: '00000000-0000-4000-8000-0000000000c9',
      name: 'Granola box',
      status: 'active',
      compensation: 'gifted',
      budgetMax: 120_000,
    });
    const { posts } = renderModal(() => jsonResponse(makeCollaboration(), 201), {
      campaigns: [campaign, gifted],
    });

    await user.click(screen.getByRole('combobox', { name: 'Campaign' }));
    await user.click(await screen.findByRole('option', { name: 'Granola box' }));
    expect(screen.getByRole('combobox', { name: 'Compensation' })).toHaveValue('Gifted product');
    expect(screen.getByLabelText('Product value')).toHaveValue('');

    // A fixed-fee campaign fills in its budget as the fee; picking a gift takes it out again.
    await user.click(screen.getByRole('combobox', { name: 'Campaign' }));
    await user.click(await screen.findByRole('option', { name: 'Summer glow' }));
    expect(screen.getByLabelText('Fee')).toHaveValue('$500');
    await user.click(screen.getByRole('combobox', { name: 'Compensation' }));
    await user.click(await screen.findByRole('option', { name: 'Gifted product' }));
    expect(screen.getByLabelText('Product value')).toHaveValue('');
    await send();

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ compensation: 'gifted', amount: null });
  });

  it('carries the gift the page’s gift field picks for a gifted product, and shows the server’s word on it', async () => {
    const user = userEvent.setup();
    const tee = { items: [{ variantId: 'gid://shopify/ProductVariant/7', quantity: 2 }] };
    let answer = 0;
    const { posts, onProposed } = renderModal(
      () =>
        ++answer === 1
          ? problemResponse(400, 'Bad Request', {
              errors: [{ path: 'body.gift.items.0.variantId', message: 'Tee is out of stock' }],
            })
          : jsonResponse(makeCollaboration(), 201),
      {
        giftField: ({ value, onChange, error }) => (
          <div>
            <button type="button" onClick={() => onChange({ ...tee, sendOnAccept: true })}>
              Pick the tee
            </button>
            <span>{value ? `${value.items.length} line picked` : 'No gift'}</span>
            {error && <span role="note">{error}</span>}
          </div>
        ),
      },
    );

    await user.type(screen.getByLabelText(/^Deliverables/), 'One reel');
    await user.click(screen.getByRole('button', { name: 'Pick the tee' }));
    expect(screen.getByText('1 line picked')).toBeInTheDocument();
    await send();
    expect(await screen.findByRole('note')).toHaveTextContent('Tee is out of stock');
    expect(onProposed).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Pick the tee' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await send();
    await waitFor(() => expect(onProposed).toHaveBeenCalledOnce());
    expect(posts().map((r) => (r.body as ProposeCollaboration).gift)).toEqual([
      { ...tee, sendOnAccept: true },
      { ...tee, sendOnAccept: true },
    ]);
  });

  it('offers no gift field for another compensation, and sends no gift then', async () => {
    const user = userEvent.setup();
    const { posts } = renderModal(() => jsonResponse(makeCollaboration(), 201), {
      giftField: ({ onChange }) => (
        <button
          type="button"
          onClick={() =>
            onChange({
              items: [{ variantId: 'gid://shopify/ProductVariant/7', quantity: 1 }],
              sendOnAccept: false,
            })
          }
        >
          Pick the tee
        </button>
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Pick the tee' }));
    await user.click(screen.getByRole('combobox', { name: 'Compensation' }));
    await user.click(await screen.findByRole('option', { name: 'Fixed fee' }));
    expect(screen.queryByRole('button', { name: 'Pick the tee' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Deliverables/), 'One reel');
    await send();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ compensation: 'fixed_fee', gift: null });
  });

  it('starts with the preselected campaign’s terms', () => {
    renderModal(() => jsonResponse({}), { campaignId: campaign.id });

    expect(screen.getByRole('combobox', { name: 'Campaign' })).toHaveValue('Summer glow');
    expect(screen.getByLabelText(/^Deliverables/)).toHaveValue('2 × Instagram reel');
  });

  it('checks the terms before sending, then shows the server’s field errors on their fields', async () => {
    const user = userEvent.setup();
    const { posts, onClose } = renderModal(() =>
      problemResponse(400, 'Bad Request', {
        errors: [{ path: 'body.trackingUrl', message: 'This link does not answer' }],
      }),
    );

    await send();
    await waitFor(() => expect(errorOf(/^Deliverables/)).toBe('Say what the influencer delivers'));
    expect(posts()).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Deliverables/), 'One reel');
    await user.type(screen.getByLabelText('Tracking link'), 'https://gone.example.com');
    await send();

    await waitFor(() => expect(errorOf('Tracking link')).toBe('This link does not answer'));
    expect(posts()).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the server’s detail when they already have an open collaboration', async () => {
    const user = userEvent.setup();
    const detail = '@jane.cooks already has an open collaboration with you.';
    const { onClose, onProposed } = renderModal(() => problemResponse(409, 'Conflict', { detail }));

    await user.type(screen.getByLabelText(/^Deliverables/), 'One reel');
    await send();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Already collaborating');
    expect(alert).toHaveTextContent(detail);
    expect(onClose).not.toHaveBeenCalled();
    expect(onProposed).not.toHaveBeenCalled();
  });

  it('proposes to several influencers one after another and sums up what came of it', async () => {
    const user = userEvent.setup();
    const four = makeCards(4);
    let inFlight = 0;
    let mostInFlight = 0;
    const { posts, onProposed } = renderModal(
      async (request) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        const { influencerId } = request.body as ProposeCollaboration;
        if (influencerId === four[2]!.id)
          return problemResponse(409, 'Conflict', { detail: 'An open collaboration exists.' });
        const target = four.find((card) => card.id === influencerId)!;
        return jsonResponse(
          makeCollaboration({
            id: influencerId,
            influencer: { ...makeCollaboration().influencer, username: target.username },
          }),
          201,
        );
      },
      { influencers: four },
    );

    expect(
      screen.getByRole('dialog', { name: 'Propose a collaboration to 4 influencers' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Invitation email')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Deliverables/), 'One reel');
    await user.click(screen.getByRole('button', { name: 'Propose to 4 influencers' }));

    expect(
      await screen.findByText('Proposed to 3; 1 already has an open collaboration'),
    ).toBeInTheDocument();
    expect(posts().map((r) => (r.body as ProposeCollaboration).influencerId)).toEqual(
      four.map((card) => card.id),
    );
    expect(mostInFlight).toBe(1);
    expect(onProposed).toHaveBeenCalledOnce();
    const third = screen.getByRole('listitem', { name: '@creator3' });
    expect(third).toHaveTextContent('Already open');
    expect(third).toHaveTextContent('An open collaboration exists.');
    const first = screen.getByRole('listitem', { name: '@creator1' });
    expect(within(first).getByRole('link', { name: 'Open collaboration' })).toHaveAttribute(
      'href',
      `/collaboration/${four[0]!.id}`,
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@app/test/fixtures';
import { simulateNarrowScreen } from '@app/test/media-query';
import { currentAddress, renderApp } from '@app/test/render-app';

const STEP_TITLES = [
  'Launch a New Campaign',
  'Discover and Favorite Influencers',
  'Connect with Influencers in MyInfluencers',
  'Monitor Collaboration Activities',
];

describe('help panel', () => {
  it('is closed by default and opens a drawer with the four steps and their buttons', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'HELP' }));

    const drawer = await screen.findByRole('dialog', { name: 'Instruction For Shopify User' });
    for (const title of STEP_TITLES) {
      expect(within(drawer).getByText(title)).toBeInTheDocument();
    }
    expect(
      within(drawer).getByText(
        'Create a campaign to promote your product. Pick it from your connected Shopify shop, or describe it.',
      ),
    ).toBeInTheDocument();
    expect(
      within(drawer).getByText(
        'Track activity on the Collaboration page. Create a Shopify discount code for each influencer and see the orders and revenue it brings.',
      ),
    ).toBeInTheDocument();
    const buttons = [
      'Go To Campaign',
      'Go To Influencer',
      'Go To My Influencer',
      'Go To Collaboration',
    ];
    for (const name of buttons) {
      expect(within(drawer).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('navigates and closes when a step button is clicked', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/', { user: makeUser({ roles: ['advertiser'] }) });

    await user.click(screen.getByRole('button', { name: 'HELP' }));
    const drawer = await screen.findByRole('dialog', { name: 'Instruction For Shopify User' });
    await user.click(within(drawer).getByRole('button', { name: 'Go To My Influencer' }));

    await waitFor(() => expect(currentAddress(router)).toBe('/my-influencers'));
    expect(
      await screen.findByRole('heading', { name: 'My Influencers', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'HELP' }));
    const drawer = await screen.findByRole('dialog', { name: 'Instruction For Shopify User' });
    await user.click(within(drawer).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([[['influencer']], [['advertiser', 'influencer']]] as const)(
    'is hidden for a user whose roles include influencer (%j)',
    async (roles) => {
      await renderApp('/', { user: makeUser({ roles: [...roles] }) });
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'HELP' })).not.toBeInTheDocument();
    },
  );

  it.each([
    ['Go To Campaign', '/login?mode=signup&redirect=%2Fcampaign'],
    ['Go To My Influencer', '/login?mode=signup&redirect=%2Fmy-influencers'],
    ['Go To Collaboration', '/login?mode=signup&redirect=%2Fcollaboration'],
    ['Go To Influencer', '/influencer'],
  ])(
    'sends a visitor from "%s" to sign-up, landing on the page afterwards (public pages directly)',
    async (button, address) => {
      const user = userEvent.setup();
      const { router } = await renderApp('/');
      await user.click(screen.getByRole('button', { name: 'HELP' }));
      const drawer = await screen.findByRole('dialog', { name: 'Instruction For Shopify User' });
      expect(drawer).toHaveTextContent('Create a free account to open them.');
      await user.click(within(drawer).getByRole('button', { name: button }));
      await waitFor(() => expect(currentAddress(router)).toBe(address));
    },
  );

  it('sits in the header on a phone, where a floating button would cover the page', async () => {
    simulateNarrowScreen();
    const user = userEvent.setup();
    await renderApp('/', { user: makeUser({ roles: ['advertiser'] }) });
    const help = screen.getByRole('button', { name: 'HELP' });
    expect(screen.getByRole('banner')).toContainElement(help);
    await user.click(help);
    expect(
      await screen.findByRole('dialog', { name: 'Instruction For Shopify User' }),
    ).toBeInTheDocument();
  });

  it('is shown to advertisers', async () => {
    await renderApp('/', { user: makeUser({ roles: ['advertiser'] }) });
    expect(screen.getByRole('button', { name: 'HELP' })).toBeInTheDocument();
  });
});

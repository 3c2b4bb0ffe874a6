import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@app/test/fixtures';
import { simulateNarrowScreen } from '@app/test/media-query';
import { renderApp } from '@app/test/render-app';
import { HELP_DRAWER_ID } from './help-drawer';

const STEP_TITLES = [
  'Launch a New Campaign',
  'Discover and Favorite Influencers',
  'Connect with Influencers in MyInfluencers',
  'Monitor Collaboration Activities',
];

// The browser opens and closes the drawer (an HTML popover, which jsdom never shows, so its name
// and contents are hidden to role queries): that is tested in a browser (e2e/help.spec.ts); here,
// what the HELP button opens and what the drawer holds.
const drawer = () => {
  const element = document.getElementById(HELP_DRAWER_ID);
  if (!element) throw new Error('no HELP drawer');
  return element;
};

describe('help panel', () => {
  it('is a button that opens the drawer with the four steps and their links, closed by default', async () => {
    await renderApp('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const help = screen.getByRole('button', { name: 'HELP' });
    expect(help).toHaveAttribute('aria-haspopup', 'dialog');
    expect(help).toHaveAttribute('popovertarget', drawer().id);
    expect(drawer()).toHaveAttribute('popover', 'auto');
    expect(drawer()).toHaveAttribute('role', 'dialog');
    const title = document.getElementById(drawer().getAttribute('aria-labelledby') ?? '');
    expect(title).toHaveTextContent('Instruction For Shopify User');
    for (const title of STEP_TITLES) {
      expect(within(drawer()).getByText(title)).toBeInTheDocument();
    }
    expect(
      within(drawer()).getByText(
        'Create a campaign to promote your product. Pick it from your connected Shopify shop, or describe it.',
      ),
    ).toBeInTheDocument();
    expect(
      within(drawer()).getByText(
        'Track activity on the Collaboration page. Create a Shopify discount code for each influencer and see the orders and revenue it brings.',
      ),
    ).toBeInTheDocument();
    const links = [
      'Go To Campaign',
      'Go To Influencer',
      'Go To My Influencer',
      'Go To Collaboration',
    ];
    for (const name of links) {
      expect(within(drawer()).getByRole('link', { name, hidden: true })).toBeInTheDocument();
    }
    // Closed by its button (the browser's `popovertargetaction`), which takes focus when it opens.
    const close = within(drawer()).getByRole('button', {
      name: 'Close instructions',
      hidden: true,
    });
    expect(close).toHaveAttribute('popovertarget', drawer().id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    expect(close).toHaveAttribute('autofocus');
  });

  it.each([[['influencer']], [['advertiser', 'influencer']]] as const)(
    'is hidden for a user whose roles include influencer (%j)',
    async (roles) => {
      await renderApp('/', { user: makeUser({ roles: [...roles] }) });
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'HELP' })).not.toBeInTheDocument();
      expect(document.getElementById(HELP_DRAWER_ID)).not.toBeInTheDocument();
    },
  );

  it.each([
    ['Go To Campaign', '/login?mode=signup&redirect=%2Fcampaign'],
    ['Go To My Influencer', '/login?mode=signup&redirect=%2Fmy-influencers'],
    ['Go To Collaboration', '/login?mode=signup&redirect=%2Fcollaboration'],
    ['Go To Influencer', '/influencer'],
  ])(
    'sends a visitor from "%s" to sign-up, landing on the page afterwards (public pages directly)',
    async (link, address) => {
      await renderApp('/');
      expect(drawer()).toHaveTextContent('Create a free account to open them.');
      expect(within(drawer()).getByRole('link', { name: link, hidden: true })).toHaveAttribute(
        'href',
        address,
      );
    },
  );

  it('sits in the header on a phone, where a floating button would cover the page', async () => {
    simulateNarrowScreen();
    await renderApp('/', { user: makeUser({ roles: ['advertiser'] }) });
    const help = screen.getByRole('button', { name: 'HELP' });
    expect(screen.getByRole('banner')).toContainElement(help);
    expect(help).toHaveAttribute('popovertarget', drawer().id);
  });

  it('is shown to advertisers', async () => {
    await renderApp('/', { user: makeUser({ roles: ['advertiser'] }) });
    expect(screen.getByRole('button', { name: 'HELP' })).toBeInTheDocument();
  });
});

import { expect, test } from '@playwright/test';
import { signUpThroughApi, useSession } from './support/accounts';

/** Each page a new brand opens first, what its empty state says, its one button and where it leads. */
const FIRST_VISITS = [
  {
    page: '/my-influencers',
    title: 'No saved influencers yet',
    says: /The influencers you save, with your lists and private notes/,
    button: 'Discover influencers',
    leadsTo: /\/influencer$/,
  },
  {
    page: '/campaign',
    title: 'No campaigns yet',
    says: /Write a brief with your product, budget and deliverables/,
    button: 'Create campaign',
    leadsTo: /\/campaign\/new$/,
  },
  {
    page: '/collaboration',
    title: 'No collaborations yet',
    says: /Propose a collaboration from My Influencers/,
    button: 'Go to My Influencers',
    leadsTo: /\/my-influencers$/,
  },
  {
    page: '/messages',
    title: 'No messages yet',
    says: /Write to influencers who have a Collabify account/,
    button: 'Find influencers',
    leadsTo: /\/influencer$/,
  },
  {
    page: '/email',
    title: 'No email campaigns yet',
    says: /Email a whole list of influencers at once/,
    button: 'Start an email campaign',
    leadsTo: /\/email\/campaign\/new$/,
  },
  {
    page: '/email?tab=templates',
    title: 'No templates yet',
    says: /Save a subject and message to reuse in single emails and campaigns/,
    button: 'Write your first template',
    leadsTo: /\/email\?tab=templates&template=new$/,
  },
];

test('a new brand sees, on each page, what it is for and one button to start', async ({
  page,
  request,
}) => {
  test.slow();
  await useSession(page.context(), await signUpThroughApi(request, 'First Visit Brand'));

  for (const visit of FIRST_VISITS) {
    await test.step(visit.page, async () => {
      await page.goto(visit.page);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: visit.title })).toBeVisible();
      await expect(main.getByText(visit.says)).toBeVisible();
      const start = main.getByRole(
        visit.button === 'Write your first template' ? 'button' : 'link',
        {
          name: visit.button,
          exact: true,
        },
      );
      await expect(start).toHaveCount(1);
      await start.click();
      await expect(page).toHaveURL(visit.leadsTo);
    });
  }
  // The last button opened the template editor.
  await expect(page.getByRole('form', { name: 'New template' })).toBeVisible();
  // And the lists of My Influencers say how the first one is made.
  await page.goto('/my-influencers');
  await expect(
    page.getByRole('navigation', { name: 'Lists' }).getByText('No lists yet.'),
  ).toBeVisible();
});

test('a new influencer is told how their profile gets linked, and sees no HELP button', async ({
  page,
  request,
}) => {
  await useSession(
    page.context(),
    await signUpThroughApi(request, 'First Visit Creator', 'influencer'),
  );
  await page.goto('/dashboard');
  await expect(
    page.getByRole('button', { name: 'First Visit Creator', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'HELP' })).toHaveCount(0);
  const notLinked = page.getByTestId('profile-not-linked');
  await expect(
    notLinked.getByRole('heading', { name: "Your profile isn't linked yet" }),
  ).toBeVisible();
  await expect(notLinked).toContainText(
    'when the public contact email on your profile is your account email',
  );
  await expect(notLinked).toContainText('a Collabify admin can link it for you');
});

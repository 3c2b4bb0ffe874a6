import { Center, Loader } from '@mantine/core';
import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';
import type { RouteObject } from 'react-router';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RouteError } from '@app/components/errors/route-error';
import { RootLayout } from '@app/components/layouts/root-layout';
import { setUnauthorizedHandler } from '@app/lib/api-client';
import { NotFoundPage } from '@app/routes/not-found';

/**
 * A page in its own chunk: its path (`''` for the index page, `/`), the module that holds it and
 * the component's export name.
 */
export interface LazyPage {
  path: string;
  name: string;
  load: () => Promise<Record<string, unknown>>;
}

/**
 * The signed-in and campaign pages, and the public pages of emailed links (sender verification,
 * unsubscribe), each loaded on first visit, so the first load carries only the public entry pages
 * and the shell (the main chunk went from 343 to 143 KB gzip).
 */
export const LAZY_PAGES: readonly LazyPage[] = [
  { path: '', name: 'HomePage', load: () => import('@app/routes/home') },
  { path: 'login', name: 'LoginPage', load: () => import('@app/routes/login') },
  { path: 'mail-verify', name: 'MailVerifyPage', load: () => import('@app/routes/mail-verify') },
  {
    path: 'forgot-password',
    name: 'ForgotPasswordPage',
    load: () => import('@app/routes/forgot-password'),
  },
  {
    path: 'reset-password',
    name: 'ResetPasswordPage',
    load: () => import('@app/routes/reset-password'),
  },
  { path: 'profile', name: 'ProfilePage', load: () => import('@app/routes/profile') },
  {
    path: 'profile/shopify',
    name: 'ProfileShopifyPage',
    load: () => import('@app/routes/profile-shopify'),
  },
  {
    path: 'auth/callback/:provider',
    name: 'AuthCallbackPage',
    load: () => import('@app/routes/auth-callback'),
  },
  {
    path: 'shopify/launch',
    name: 'ShopifyLaunchPage',
    load: () => import('@app/routes/shopify-launch'),
  },
  { path: 'influencer', name: 'InfluencerPage', load: () => import('@app/routes/influencer') },
  {
    path: 'my-influencers',
    name: 'MyInfluencersPage',
    load: () => import('@app/routes/my-influencers'),
  },
  { path: 'dashboard', name: 'DashboardPage', load: () => import('@app/routes/dashboard') },
  { path: 'campaign', name: 'CampaignPage', load: () => import('@app/routes/campaign') },
  { path: 'campaign/new', name: 'CampaignNewPage', load: () => import('@app/routes/campaign-new') },
  {
    path: 'campaign/:id',
    name: 'CampaignViewPage',
    load: () => import('@app/routes/campaign-view'),
  },
  {
    path: 'campaign/:id/edit',
    name: 'CampaignEditPage',
    load: () => import('@app/routes/campaign-edit'),
  },
  {
    path: 'campaign-detail/:id',
    name: 'CampaignDetailPage',
    load: () => import('@app/routes/campaign-detail'),
  },
  { path: 'advertiser/:id', name: 'AdvertiserPage', load: () => import('@app/routes/advertiser') },
  {
    path: 'collaboration',
    name: 'CollaborationPage',
    load: () => import('@app/routes/collaboration'),
  },
  {
    path: 'collaboration/:id',
    name: 'CollaborationViewPage',
    load: () => import('@app/routes/collaboration-view'),
  },
  {
    path: 'collaboration-detail/:id',
    name: 'CollaborationDetailPage',
    load: () => import('@app/routes/collaboration-detail'),
  },
  { path: 'messages', name: 'MessagesPage', load: () => import('@app/routes/messages') },
  { path: 'email', name: 'EmailPage', load: () => import('@app/routes/email') },
  {
    path: 'email/campaign/new',
    name: 'EmailCampaignNewPage',
    load: () => import('@app/routes/email-campaign-new'),
  },
  {
    path: 'email/campaign/:id',
    name: 'EmailCampaignViewPage',
    load: () => import('@app/routes/email-campaign-view'),
  },
  { path: 'dev/outbox', name: 'DevOutboxPage', load: () => import('@app/routes/dev-outbox') },
  { path: 'pricing', name: 'PricingPage', load: () => import('@app/routes/pricing') },
  { path: 'billing', name: 'BillingPage', load: () => import('@app/routes/billing') },
  {
    path: 'admin/billing',
    name: 'AdminBillingPage',
    load: () => import('@app/routes/admin-billing'),
  },
  {
    path: 'admin/data-refresh',
    name: 'AdminDataRefreshPage',
    load: () => import('@app/routes/admin-data-refresh'),
  },
  {
    path: 'admin/feedback',
    name: 'AdminFeedbackPage',
    load: () => import('@app/routes/admin-feedback'),
  },
  {
    path: 'admin/profile-requests',
    name: 'AdminProfileRequestsPage',
    load: () => import('@app/routes/admin-profile-requests'),
  },
  {
    path: 'remove-my-profile',
    name: 'RemoveMyProfilePage',
    load: () => import('@app/routes/remove-my-profile'),
  },
  {
    path: 'privacy-policy',
    name: 'PrivacyPolicyPage',
    load: () => import('@app/routes/privacy-policy'),
  },
  { path: 'term-of-use', name: 'TermOfUsePage', load: () => import('@app/routes/term-of-use') },
  { path: 'contact-us', name: 'ContactUsPage', load: () => import('@app/routes/contact-us') },
  { path: 'resources', name: 'ResourcesPage', load: () => import('@app/routes/resources') },
  { path: 'resource/:slug', name: 'ResourcePage', load: () => import('@app/routes/resource') },
  {
    path: 'email-sender-verify',
    name: 'EmailSenderVerifyPage',
    load: () => import('@app/routes/email-sender-verify'),
  },
  {
    path: 'unsubscribe/:token',
    name: 'UnsubscribePage',
    load: () => import('@app/routes/unsubscribe'),
  },
];

/** How a lazy page becomes a route: loaded on demand in the app, preloaded in component tests. */
export type PageResolver = (page: LazyPage) => Pick<RouteObject, 'lazy' | 'element'>;

/** Loads the page's chunk on first visit (React Router's `lazy`). */
const loadOnVisit: PageResolver = (page) => ({
  lazy: async () => ({ Component: (await page.load())[page.name] as ComponentType }),
});

/** Every page of the app, under the root layout (route guard + app shell). */
export function buildRoutes(resolve: PageResolver = loadOnVisit): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Shown while the first page's chunk loads.
      hydrateFallbackElement: (
        <Center mih="100vh">
          <Loader role="status" aria-label="Loading" />
        </Center>
      ),
      children: [
        ...LAZY_PAGES.map((page) =>
          page.path === ''
            ? { index: true, ...resolve(page) }
            : { path: page.path, ...resolve(page) },
        ),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/**
 * Renders the app's browser router (`router`, or one made here); a refused token sends the person
 * to sign in without a reload.
 */
export function AppRouter({ router: given }: { router?: ReturnType<typeof createBrowserRouter> }) {
  const [router] = useState(() => given ?? createBrowserRouter(buildRoutes()));
  useEffect(
    () => setUnauthorizedHandler((loginAddress) => void router.navigate(loginAddress)),
    [router],
  );
  return <RouterProvider router={router} />;
}

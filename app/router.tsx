import { Center, Loader } from '@mantine/core';
import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';
import type { RouteObject } from 'react-router';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RouteError } from '@app/components/errors/route-error';
import { RoleGate, type GatedAudience } from '@app/components/layouts/role-gate';
import { RootLayout } from '@app/components/layouts/root-layout';
import { setUnauthorizedHandler } from '@app/lib/api-client';
import { NotFoundPage } from '@app/routes/not-found';
import { APP_PAGE_PATHS, type AppPagePath } from '@shared/constants/pages';

/** Who may use a page once signed in: every account, or one audience only. */
export type PageAudience = 'everyone' | GatedAudience;

/**
 * A page in its own chunk: its path (`''` for the index page, `/`), its audience, the module that
 * holds it and the component's export name.
 */
export interface LazyPage {
  path: string;
  audience: PageAudience;
  name: string;
  load: () => Promise<Record<string, unknown>>;
}

/**
 * Each page's chunk by its path in {@link APP_PAGE_PATHS} (the shared list the server answers 404
 * outside of; the compiler keeps the two to the same paths): the signed-in and campaign pages, and
 * the public pages of emailed links (sender verification, unsubscribe), each loaded on first
 * visit, so the first load carries only the public entry pages and the shell (the main chunk went
 * from 343 to 143 KB gzip).
 */
const PAGE_CHUNKS: Record<AppPagePath, Omit<LazyPage, 'path' | 'audience'>> = {
  '': { name: 'HomePage', load: () => import('@app/routes/home') },
  login: { name: 'LoginPage', load: () => import('@app/routes/login') },
  'mail-verify': { name: 'MailVerifyPage', load: () => import('@app/routes/mail-verify') },
  'forgot-password': {
    name: 'ForgotPasswordPage',
    load: () => import('@app/routes/forgot-password'),
  },
  'reset-password': { name: 'ResetPasswordPage', load: () => import('@app/routes/reset-password') },
  profile: { name: 'ProfilePage', load: () => import('@app/routes/profile') },
  'profile/shopify': {
    name: 'ProfileShopifyPage',
    load: () => import('@app/routes/profile-shopify'),
  },
  'auth/callback/:provider': {
    name: 'AuthCallbackPage',
    load: () => import('@app/routes/auth-callback'),
  },
  'shopify/launch': { name: 'ShopifyLaunchPage', load: () => import('@app/routes/shopify-launch') },
  influencer: { name: 'InfluencerPage', load: () => import('@app/routes/influencer') },
  'my-influencers': { name: 'MyInfluencersPage', load: () => import('@app/routes/my-influencers') },
  dashboard: { name: 'DashboardPage', load: () => import('@app/routes/dashboard') },
  campaign: { name: 'CampaignPage', load: () => import('@app/routes/campaign') },
  'campaign/new': { name: 'CampaignNewPage', load: () => import('@app/routes/campaign-new') },
  'campaign/:id': { name: 'CampaignViewPage', load: () => import('@app/routes/campaign-view') },
  'campaign/:id/edit': {
    name: 'CampaignEditPage',
    load: () => import('@app/routes/campaign-edit'),
  },
  'campaign-detail/:id': {
    name: 'CampaignDetailPage',
    load: () => import('@app/routes/campaign-detail'),
  },
  'advertiser/:id': { name: 'AdvertiserPage', load: () => import('@app/routes/advertiser') },
  collaboration: { name: 'CollaborationPage', load: () => import('@app/routes/collaboration') },
  'collaboration/:id': {
    name: 'CollaborationViewPage',
    load: () => import('@app/routes/collaboration-view'),
  },
  'collaboration-detail/:id': {
    name: 'CollaborationDetailPage',
    load: () => import('@app/routes/collaboration-detail'),
  },
  messages: { name: 'MessagesPage', load: () => import('@app/routes/messages') },
  notifications: { name: 'NotificationsPage', load: () => import('@app/routes/notifications') },
  'notifications/settings': {
    name: 'NotificationSettingsPage',
    load: () => import('@app/routes/notification-settings'),
  },
  email: { name: 'EmailPage', load: () => import('@app/routes/email') },
  'email/campaign/new': {
    name: 'EmailCampaignNewPage',
    load: () => import('@app/routes/email-campaign-new'),
  },
  'email/campaign/:id': {
    name: 'EmailCampaignViewPage',
    load: () => import('@app/routes/email-campaign-view'),
  },
  'dev/outbox': { name: 'DevOutboxPage', load: () => import('@app/routes/dev-outbox') },
  pricing: { name: 'PricingPage', load: () => import('@app/routes/pricing') },
  billing: { name: 'BillingPage', load: () => import('@app/routes/billing') },
  'admin/billing': { name: 'AdminBillingPage', load: () => import('@app/routes/admin-billing') },
  'admin/data-refresh': {
    name: 'AdminDataRefreshPage',
    load: () => import('@app/routes/admin-data-refresh'),
  },
  'admin/feedback': { name: 'AdminFeedbackPage', load: () => import('@app/routes/admin-feedback') },
  'admin/profile-requests': {
    name: 'AdminProfileRequestsPage',
    load: () => import('@app/routes/admin-profile-requests'),
  },
  'remove-my-profile': {
    name: 'RemoveMyProfilePage',
    load: () => import('@app/routes/remove-my-profile'),
  },
  'privacy-policy': { name: 'PrivacyPolicyPage', load: () => import('@app/routes/privacy-policy') },
  'term-of-use': { name: 'TermOfUsePage', load: () => import('@app/routes/term-of-use') },
  'contact-us': { name: 'ContactUsPage', load: () => import('@app/routes/contact-us') },
  resources: { name: 'ResourcesPage', load: () => import('@app/routes/resources') },
  'resource/:slug': { name: 'ResourcePage', load: () => import('@app/routes/resource') },
  'email-sender-verify': {
    name: 'EmailSenderVerifyPage',
    load: () => import('@app/routes/email-sender-verify'),
  },
  'unsubscribe/:token': { name: 'UnsubscribePage', load: () => import('@app/routes/unsubscribe') },
  'unsubscribe/notifications/:token': {
    name: 'NotificationUnsubscribePage',
    load: () => import('@app/routes/notification-unsubscribe'),
  },
};

/**
 * Who may use each page once signed in: `everyone`, or only brands, creators or admins (the rest
 * read "Not available…" instead, from its {@link RoleGate}). Whether a visitor may open it is the
 * route guard's public paths. Discovery, campaigns, collaborations and messages serve both roles,
 * each its own side; plans and the Shopify connection are brands'.
 */
const PAGE_AUDIENCES: Record<AppPagePath, PageAudience> = {
  '': 'everyone',
  login: 'everyone',
  'mail-verify': 'everyone',
  'forgot-password': 'everyone',
  'reset-password': 'everyone',
  profile: 'everyone',
  'profile/shopify': 'brands',
  'auth/callback/:provider': 'everyone',
  'shopify/launch': 'everyone',
  influencer: 'everyone',
  // Creators save profiles to lists from discovery too, so they may read them here.
  'my-influencers': 'everyone',
  dashboard: 'creators',
  campaign: 'everyone',
  'campaign/new': 'brands',
  'campaign/:id': 'brands',
  'campaign/:id/edit': 'brands',
  'campaign-detail/:id': 'everyone',
  'advertiser/:id': 'everyone',
  collaboration: 'everyone',
  'collaboration/:id': 'everyone',
  'collaboration-detail/:id': 'everyone',
  messages: 'everyone',
  notifications: 'everyone',
  'notifications/settings': 'everyone',
  email: 'brands',
  'email/campaign/new': 'brands',
  'email/campaign/:id': 'brands',
  'dev/outbox': 'everyone',
  pricing: 'brands',
  billing: 'brands',
  'admin/billing': 'admins',
  'admin/data-refresh': 'admins',
  'admin/feedback': 'admins',
  'admin/profile-requests': 'admins',
  'remove-my-profile': 'everyone',
  'privacy-policy': 'everyone',
  'term-of-use': 'everyone',
  'contact-us': 'everyone',
  resources: 'everyone',
  'resource/:slug': 'everyone',
  'email-sender-verify': 'everyone',
  'unsubscribe/:token': 'everyone',
  'unsubscribe/notifications/:token': 'everyone',
};

/** Every page of the app with its audience and chunk, in {@link APP_PAGE_PATHS} order. */
export const LAZY_PAGES: readonly LazyPage[] = APP_PAGE_PATHS.map((path) => ({
  path,
  audience: PAGE_AUDIENCES[path],
  ...PAGE_CHUNKS[path],
}));

/**
 * How a lazy page becomes a route: loaded on its first visit in the app; component tests load the
 * page they start on before rendering (app/test/render-app.tsx) and the rest on visit.
 */
export type PageResolver = (page: LazyPage) => Pick<RouteObject, 'lazy' | 'element'>;

/** Loads the page's chunk on first visit (React Router's `lazy`). */
const loadOnVisit: PageResolver = (page) => ({
  lazy: async () => ({ Component: (await page.load())[page.name] as ComponentType }),
});

const GATED_AUDIENCES: readonly GatedAudience[] = ['brands', 'creators', 'admins'];

/**
 * Every page of the app, under the root layout (route guard + app shell); the pages of one
 * audience under its {@link RoleGate}, the one place a role is kept off a page. An address no page
 * matches shows the not-found page to everyone.
 */
export function buildRoutes(resolve: PageResolver = loadOnVisit): RouteObject[] {
  const routesOf = (audience: PageAudience): RouteObject[] =>
    LAZY_PAGES.filter((page) => page.audience === audience).map((page) =>
      page.path === '' ? { index: true, ...resolve(page) } : { path: page.path, ...resolve(page) },
    );
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
        ...routesOf('everyone'),
        ...GATED_AUDIENCES.map((audience) => ({
          element: <RoleGate audience={audience} />,
          children: routesOf(audience),
        })),
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

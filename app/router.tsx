import { useEffect, useState } from 'react';
import type { RouteObject } from 'react-router';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RouteError } from '@app/components/errors/route-error';
import { RootLayout } from '@app/components/layouts/root-layout';
import { setUnauthorizedHandler } from '@app/lib/api-client';
import { AdvertiserPage } from '@app/routes/advertiser';
import { CampaignPage } from '@app/routes/campaign';
import { CampaignEditPage } from '@app/routes/campaign-edit';
import { CampaignNewPage } from '@app/routes/campaign-new';
import { CampaignViewPage } from '@app/routes/campaign-view';
import { CampaignDetailPage } from '@app/routes/campaign-detail';
import { CollaborationPage } from '@app/routes/collaboration';
import { DashboardPage } from '@app/routes/dashboard';
import { ForgotPasswordPage } from '@app/routes/forgot-password';
import { HomePage } from '@app/routes/home';
import { InfluencerPage } from '@app/routes/influencer';
import { LoginPage } from '@app/routes/login';
import { MailVerifyPage } from '@app/routes/mail-verify';
import { MyInfluencersPage } from '@app/routes/my-influencers';
import { NotFoundPage } from '@app/routes/not-found';
import { ProfilePage } from '@app/routes/profile';
import { ResetPasswordPage } from '@app/routes/reset-password';

/** Every page of the app, under the root layout (route guard + app shell). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'mail-verify', element: <MailVerifyPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'influencer', element: <InfluencerPage /> },
      { path: 'my-influencers', element: <MyInfluencersPage /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'campaign', element: <CampaignPage /> },
      { path: 'campaign/new', element: <CampaignNewPage /> },
      { path: 'campaign/:id', element: <CampaignViewPage /> },
      { path: 'campaign/:id/edit', element: <CampaignEditPage /> },
      { path: 'collaboration', element: <CollaborationPage /> },
      { path: 'campaign-detail/:id', element: <CampaignDetailPage /> },
      { path: 'advertiser/:id', element: <AdvertiserPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Renders the app's browser router; a refused token sends the person to sign in without a reload. */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(
    () => setUnauthorizedHandler((loginAddress) => void router.navigate(loginAddress)),
    [router],
  );
  return <RouterProvider router={router} />;
}

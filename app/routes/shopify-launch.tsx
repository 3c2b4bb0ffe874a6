import { useDocumentTitle } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { useFinishSignIn } from '@app/features/auth/hooks/use-finish-sign-in';
import { ShopifyLaunch } from '@app/features/shopify/components/shopify-launch';

/**
 * `/shopify/launch` (public): the App URL Shopify opens from its admin. Signs the shop's account
 * in and opens its home, or sends the browser to Shopify to install Collabify first. The query
 * goes to the server exactly as Shopify signed it.
 */
export function ShopifyLaunchPage() {
  useDocumentTitle('Opening Collabify · Collabify');
  const { search } = useLocation();
  const finishSignIn = useFinishSignIn();
  return <ShopifyLaunch search={search} onSignedIn={(session) => finishSignIn(session)} />;
}

import type { SocialProvider } from '@shared/constants/social';
import type { AppContext } from '../../context';

/** Where each provider sends the browser back: the app's `/auth/callback/<provider>` page. */
export const callbackUrl = (ctx: AppContext, provider: SocialProvider) =>
  `${ctx.appUrl}/auth/callback/${provider}`;

import {
  IconBrandFacebook,
  IconBrandGmail,
  IconBrandGoogle,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandYoutube,
} from '@tabler/icons-react';
import type { SocialProvider } from '@shared/constants/social';

const LOOK = {
  google: { Icon: IconBrandGoogle, color: 'var(--mantine-color-blue-6)' },
  gmail: { Icon: IconBrandGmail, color: 'var(--mantine-color-red-6)' },
  facebook: { Icon: IconBrandFacebook, color: 'var(--mantine-color-blue-7)' },
  youtube: { Icon: IconBrandYoutube, color: 'var(--mantine-color-red-6)' },
  instagram: { Icon: IconBrandInstagram, color: 'var(--mantine-color-pink-6)' },
  tiktok: { Icon: IconBrandTiktok, color: 'var(--mantine-color-dark-6)' },
} as const satisfies Record<SocialProvider, unknown>;

/** A provider's brand icon in its colour, decorative (the provider's name is always beside it). */
export function ProviderIcon({ provider, size = 18 }: { provider: SocialProvider; size?: number }) {
  const { Icon, color } = LOOK[provider];
  return <Icon size={size} color={color} aria-hidden />;
}

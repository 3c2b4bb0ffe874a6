import { Tabs } from '@mantine/core';
import { IconBrandInstagram, IconBrandTiktok, IconBrandYoutube } from '@tabler/icons-react';
import { platformLabel } from '@app/components/influencers/platform-icon';
import type { DiscoveryPlatform } from '../lib/search-state';
import { DISCOVERY_PLATFORMS } from '../lib/search-state';

const ICONS = {
  instagram: IconBrandInstagram,
  youtube: IconBrandYoutube,
  tiktok: IconBrandTiktok,
} as const satisfies Record<DiscoveryPlatform, unknown>;

/** Props of {@link PlatformTabs}. */
export interface PlatformTabsProps {
  platform: DiscoveryPlatform;
  onChange: (platform: DiscoveryPlatform) => void;
}

/** Instagram / YouTube / TikTok tabs above the search; filters are kept, each platform keeps its sort. */
export function PlatformTabs({ platform, onChange }: PlatformTabsProps) {
  return (
    <Tabs
      value={platform}
      onChange={(next) => {
        const chosen = DISCOVERY_PLATFORMS.find((p) => p === next);
        if (chosen) onChange(chosen);
      }}
      activateTabWithKeyboard={false}
    >
      <Tabs.List aria-label="Platform">
        {DISCOVERY_PLATFORMS.map((value) => {
          const Icon = ICONS[value];
          return (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={18} aria-hidden />}>
              {platformLabel(value)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}

import { Tabs } from '@mantine/core';
import { IconBrandInstagram, IconBrandYoutube } from '@tabler/icons-react';
import type { DiscoveryPlatform } from '../lib/search-state';

/** Props of {@link PlatformTabs}. */
export interface PlatformTabsProps {
  platform: DiscoveryPlatform;
  onChange: (platform: DiscoveryPlatform) => void;
}

/** Instagram / YouTube tabs above the search; filters are kept, each platform keeps its sort. */
export function PlatformTabs({ platform, onChange }: PlatformTabsProps) {
  return (
    <Tabs
      value={platform}
      onChange={(next) => {
        if (next === 'instagram' || next === 'youtube') onChange(next);
      }}
      activateTabWithKeyboard={false}
    >
      <Tabs.List aria-label="Platform">
        <Tabs.Tab value="instagram" leftSection={<IconBrandInstagram size={18} aria-hidden />}>
          Instagram
        </Tabs.Tab>
        <Tabs.Tab value="youtube" leftSection={<IconBrandYoutube size={18} aria-hidden />}>
          YouTube
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}

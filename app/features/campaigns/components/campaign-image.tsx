import { Center, Image, type MantineRadius } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';

/** Props of {@link CampaignImage}. */
export interface CampaignImageProps {
  src: string | null;
  /** The campaign's name, for the image's alternative text. */
  name: string;
  w?: number | string;
  h: number | string;
  radius?: MantineRadius;
}

/** The campaign's image, or a light placeholder with a megaphone when it has none (or it fails). */
export function CampaignImage({ src, name, w = '100%', h, radius = 'md' }: CampaignImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src)
    return (
      <Center
        w={w}
        h={h}
        bg="var(--mantine-color-brand-0)"
        style={{ borderRadius: `var(--mantine-radius-${radius})`, flexShrink: 0 }}
        aria-hidden
      >
        <IconSpeakerphone size={28} color="var(--mantine-color-brand-4)" />
      </Center>
    );
  return (
    <Image
      src={src}
      alt={`Image of ${name}`}
      w={w}
      h={h}
      radius={radius}
      fit="cover"
      onError={() => setFailed(src)}
      style={{ flexShrink: 0 }}
    />
  );
}

import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** A product's image as a small square (decorative: the title is beside it), or a placeholder. */
export function ProductThumbnail({ src, size = 40 }: { src: string | null; size?: number }) {
  if (!src)
    return (
      <Center
        w={size}
        h={size}
        bg="var(--mantine-color-gray-1)"
        style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
      >
        <IconPhoto size={size / 2} aria-hidden color="var(--mantine-color-gray-6)" />
      </Center>
    );
  return (
    <Image
      src={src}
      alt=""
      w={size}
      h={size}
      radius="sm"
      fit="cover"
      style={{ flexShrink: 0 }}
      loading="lazy"
    />
  );
}

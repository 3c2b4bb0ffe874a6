import { Avatar } from '@mantine/core';
import { initials } from '@app/lib/format';

/** A profile picture, or the initials of `name` on a colour derived from it when there is none. */
export function InfluencerAvatar({
  src,
  name,
  size,
}: {
  src: string | null;
  /** The display name (or @handle). */
  name: string;
  size: number;
}) {
  return (
    <Avatar
      src={src}
      alt=""
      size={size}
      radius="xl"
      color="initials"
      name={name}
      imageProps={{ loading: 'lazy', referrerPolicy: 'no-referrer' }}
    >
      {initials(name)}
    </Avatar>
  );
}

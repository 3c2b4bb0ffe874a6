import { Avatar } from '@mantine/core';
import { avatarSource } from '@app/lib/avatar-source';
import { initials } from '@app/lib/format';

/**
 * A profile picture, or the initials of `name` on a colour derived from it: when there is none,
 * when its address is known to be dead or not allowed (see avatarSource: nothing is requested
 * then), and when it fails to load.
 */
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
      src={avatarSource(src)}
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

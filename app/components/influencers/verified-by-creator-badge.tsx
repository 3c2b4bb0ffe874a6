import { Badge, type MantineSpacing, type StyleProp, Tooltip } from '@mantine/core';
import { IconShieldCheckFilled } from '@tabler/icons-react';
import type { Platform } from '@shared/constants/discovery';
import { formatDate } from '@app/lib/format';
import { platformLabel } from './platform-icon';

/** Props of {@link VerifiedByCreatorBadge}. */
export interface VerifiedByCreatorBadgeProps {
  platform: Platform;
  /** When the creator last signed in with the platform and its numbers were read (ISO 8601). */
  verifiedAt: string;
  className?: string;
  mt?: StyleProp<MantineSpacing>;
}

/** The tooltip's sentence: who vouched for the numbers, how and when. */
export function verifiedByCreatorText(platform: Platform, verifiedAt: string): string {
  const name = platformLabel(platform);
  return `The creator signed in with ${name} on ${formatDate(verifiedAt)}; these numbers came from ${name}.`;
}

/**
 * "Verified by creator": the creator signed in with the platform and the profile's numbers were
 * read from it with their consent. A check-shield badge whose tooltip says with what and when;
 * focusable, so the tooltip opens from the keyboard too, and described by the same sentence.
 */
export function VerifiedByCreatorBadge({
  platform,
  verifiedAt,
  className,
  mt,
}: VerifiedByCreatorBadgeProps) {
  const text = verifiedByCreatorText(platform, verifiedAt);
  return (
    <Tooltip label={text} withArrow multiline w={260}>
      <Badge
        variant="light"
        color="teal"
        size="sm"
        radius="sm"
        leftSection={<IconShieldCheckFilled size={12} aria-hidden />}
        className={className}
        mt={mt}
        tabIndex={0}
        aria-description={text}
        data-verified-by-creator={verifiedAt}
      >
        Verified by creator
      </Badge>
    </Tooltip>
  );
}

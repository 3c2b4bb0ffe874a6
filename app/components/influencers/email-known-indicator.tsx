import { Box, type BoxProps, Tooltip } from '@mantine/core';
import { IconMail, IconMailOff } from '@tabler/icons-react';
import type { InfluencerCard } from '@shared/schemas/influencers';

/** Props of {@link EmailKnownIndicator}. */
export interface EmailKnownIndicatorProps extends BoxProps {
  influencer: Pick<InfluencerCard, 'hasEmail' | 'emailKnown'>;
  /** Icon size in px. */
  size?: number;
}

/**
 * Whether an email address is known for an influencer: an envelope ("Email known") or a crossed
 * envelope ("No email on record"), named for screen readers and in a tooltip. For a signed-in
 * user it follows `emailKnown` (an address they saved, the influencer's account's or the public
 * one); without it (visitors) only a public address is shown, and nothing otherwise.
 */
export function EmailKnownIndicator({ influencer, size = 16, ...box }: EmailKnownIndicatorProps) {
  const known = influencer.emailKnown ?? (influencer.hasEmail || undefined);
  if (known === undefined) return null;
  const label = known ? 'Email known' : 'No email on record';
  const Icon = known ? IconMail : IconMailOff;
  return (
    <Tooltip label={label} withArrow>
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-email-known={known}
        display="inline-flex"
        {...box}
      >
        <Icon
          size={size}
          color={known ? 'var(--mantine-color-teal-7)' : 'var(--mantine-color-gray-6)'}
          aria-hidden
        />
      </Box>
    </Tooltip>
  );
}

import { Anchor, Group, type AnchorProps } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Props of {@link ExternalLink}: an Anchor's (size, weight, style…), plus where it goes. */
export interface ExternalLinkProps extends AnchorProps {
  /** An address outside Collabify (a shop, a post, a tracking link). */
  href: string;
  children: ReactNode;
  /** Shows the "opens elsewhere" arrow after the words ("View in store ↗"). */
  withIcon?: boolean;
}

/**
 * A small link that opens in a new tab without handing it this page (`rel="noopener
 * noreferrer"`), optionally followed by the external-link arrow.
 */
export function ExternalLink({ href, children, withIcon = false, ...props }: ExternalLinkProps) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" {...props}>
      {withIcon ? (
        <Group gap={4} wrap="nowrap" component="span">
          {children}
          <IconExternalLink size={14} aria-hidden />
        </Group>
      ) : (
        children
      )}
    </Anchor>
  );
}

import { ActionIcon, CopyButton as MantineCopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** How long a copy stays confirmed, in milliseconds (SEED-SPEC: "resets after 3 seconds"). */
export const COPY_CONFIRMATION_MS = 3000;

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** Draws the control: `copied` stays true for {@link COPY_CONFIRMATION_MS} after `copy()`. */
  children: (payload: { copied: boolean; copy: () => void }) => ReactNode;
}

/**
 * Mantine's `CopyButton` with the app's confirmation time: every copy control of the app goes
 * through it, so the 3 s rule lives here only.
 */
export function CopyButton({ value, children }: CopyButtonProps) {
  return (
    <MantineCopyButton value={value} timeout={COPY_CONFIRMATION_MS}>
      {children}
    </MantineCopyButton>
  );
}

/** Props of {@link CopyIconButton}. */
export interface CopyIconButtonProps {
  value: string;
  /** Accessible name before copying, e.g. "Copy email". */
  label: string;
  /** Accessible name while the copy is confirmed; "Copied" by default. */
  copiedLabel?: string;
  /** Tooltip before copying; the label by default. It reads "Copied" while confirmed. */
  tooltip?: string;
}

/** A small copy icon with a tooltip; it turns into a teal check reading "Copied" for 3 s. */
export function CopyIconButton({
  value,
  label,
  copiedLabel = 'Copied',
  tooltip = label,
}: CopyIconButtonProps) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : tooltip} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            onClick={copy}
            aria-label={copied ? copiedLabel : label}
          >
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

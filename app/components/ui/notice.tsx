import { Alert, type AlertProps, type MantineColor } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, type Icon } from '@tabler/icons-react';

/** The colour and sign of each kind of notice. */
const TONES = {
  info: { color: 'blue', icon: IconInfoCircle },
  warning: { color: 'yellow', icon: IconAlertTriangle },
  error: { color: 'red', icon: IconAlertTriangle },
  success: { color: 'green', icon: IconCircleCheck },
} as const satisfies Record<string, { color: MantineColor; icon: Icon }>;

/** Props of {@link Notice}: Mantine's Alert props but `variant`, plus the tone. */
export interface NoticeProps extends Omit<AlertProps, 'variant' | 'icon' | 'color'> {
  /** What the notice is: its colour and sign (info, warning, error, success). */
  tone: keyof typeof TONES;
  /** A sign other than the tone's (a Tabler icon component). */
  icon?: Icon;
  /** A colour other than the tone's ("brand", "gray", "orange"). */
  color?: MantineColor;
}

/**
 * The app's one look for a notice in the page: a light Mantine Alert with the tone's colour and
 * a 20 px sign hidden from screen readers; `title`, `children` and other Alert props pass through.
 */
export function Notice({ tone, icon, color, ...alert }: NoticeProps) {
  const Sign = icon ?? TONES[tone].icon;
  return (
    <Alert
      variant="light"
      color={color ?? TONES[tone].color}
      icon={<Sign size={20} aria-hidden />}
      {...alert}
    />
  );
}

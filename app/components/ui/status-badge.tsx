import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';

/** Props of a status badge: the status, and the badge's size. */
export interface StatusBadgeProps<S extends string> {
  status: S;
  size?: BadgeProps['size'];
}

/** Props of {@link StatusBadge}: a status, and the words and colour of every status. */
export interface StatusBadgeLookProps<S extends string> extends StatusBadgeProps<S> {
  labels: Record<S, string>;
  colors: Record<S, MantineColor>;
  /** "light" (a tinted pill, the default) or "dot" (a coloured dot before the words). */
  variant?: 'light' | 'dot';
}

/**
 * A status as a coloured badge with its label, carrying `data-status` for styling and tests; each
 * feature passes its own labels and colours (campaigns, email campaigns, collaborations…). Never
 * narrower than its words: a table column or a row squeezed on a phone cannot cut "Draft" to "Dr…".
 */
export function StatusBadge<S extends string>({
  status,
  labels,
  colors,
  variant = 'light',
  size = 'sm',
}: StatusBadgeLookProps<S>) {
  return (
    <Badge
      color={colors[status]}
      variant={variant}
      size={size}
      data-status={status}
      miw="max-content"
    >
      {labels[status]}
    </Badge>
  );
}

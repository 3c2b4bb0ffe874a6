import { Badge, type BadgeProps } from '@mantine/core';
import type { AccountType } from '@shared/constants/discovery';
import { ACCOUNT_TYPE_LABELS } from '@app/lib/account-types';

/**
 * The kind of account when it is not a creator ("Brand", "Media outlet", "Platform channel"), so
 * a brand shown on purpose is never taken for a creator; nothing for a creator.
 */
export function AccountTypeBadge({
  accountType,
  ...props
}: { accountType: AccountType } & BadgeProps) {
  if (accountType === 'creator') return null;
  return (
    <Badge variant="outline" color="orange" size="sm" radius="sm" {...props}>
      {ACCOUNT_TYPE_LABELS[accountType].one}
    </Badge>
  );
}

import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconBell,
  IconChevronDown,
  IconCreditCard,
  IconLogout,
  IconMessage,
  IconRefresh,
  IconShieldCog,
  IconUser,
  IconUserOff,
} from '@tabler/icons-react';
import { actsAsBrand } from '@shared/constants/roles';
import type { SelfUser } from '@shared/schemas/users';
import { shownEmail } from '@shared/format/account-email';
import { Link } from 'react-router';

/** The admin pages, as the user menu lists them for admins. */
const ADMIN_PAGES = [
  { to: '/admin/billing', label: 'Billing admin', Icon: IconShieldCog },
  { to: '/admin/data-refresh', label: 'Data refresh admin', Icon: IconRefresh },
  { to: '/admin/feedback', label: 'Feedback admin', Icon: IconMessage },
  { to: '/admin/profile-requests', label: 'Profile requests admin', Icon: IconUserOff },
] as const;

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  user: SelfUser;
  onSignOut: () => void;
}

/**
 * The signed-in user's avatar and name, opening a menu with Profile, Notification settings, Billing (brands), Billing
 * admin, Data refresh admin and Feedback admin (admins) and Sign out.
 */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        {/* Named by the user's name (a menu button, aria-haspopup): what it shows is what it is called. */}
        <UnstyledButton>
          <Group gap={8} wrap="nowrap">
            <Avatar
              src={user.avatarUrl}
              alt=""
              aria-hidden
              name={user.name}
              color="initials"
              radius="xl"
              size={34}
            />
            <Text size="sm" fw={600} visibleFrom="sm" maw={160} truncate="end">
              {user.name}
            </Text>
            <VisuallyHidden hiddenFrom="sm">{user.name}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{shownEmail(user.email) ?? user.name}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/notifications/settings"
          leftSection={<IconBell size={16} />}
        >
          Notification settings
        </Menu.Item>
        {actsAsBrand(user.roles) && (
          <Menu.Item component={Link} to="/billing" leftSection={<IconCreditCard size={16} />}>
            Billing
          </Menu.Item>
        )}
        {user.roles.includes('admin') &&
          ADMIN_PAGES.map(({ to, label, Icon }) => (
            <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} />}>
              {label}
            </Menu.Item>
          ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

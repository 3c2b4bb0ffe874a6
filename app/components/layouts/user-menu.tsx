import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconChevronDown,
  IconCreditCard,
  IconLogout,
  IconShieldCog,
  IconUser,
} from '@tabler/icons-react';
import { actsAsBrand } from '@shared/constants/roles';
import type { SelfUser } from '@shared/schemas/users';
import { Link } from 'react-router';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  user: SelfUser;
  onSignOut: () => void;
}

/**
 * The signed-in user's avatar and name, opening a menu with Profile, Billing (brands), Billing
 * admin (admins) and Sign out.
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
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        {actsAsBrand(user.roles) && (
          <Menu.Item component={Link} to="/billing" leftSection={<IconCreditCard size={16} />}>
            Billing
          </Menu.Item>
        )}
        {user.roles.includes('admin') && (
          <Menu.Item component={Link} to="/admin/billing" leftSection={<IconShieldCog size={16} />}>
            Billing admin
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { Group, Stack } from '@mantine/core';
import { NavLink } from 'react-router';
import { useAuth } from '@app/lib/auth';
import classes from './nav-link.module.css';
import { navItemsFor } from './nav-items';

/** Props of {@link MainNav}. */
export interface MainNavProps {
  /** `row` in the header on wide screens, `column` in the burger menu. */
  direction: 'row' | 'column';
  /** Called after a link is followed (closes the burger menu). */
  onNavigate?: () => void;
}

/**
 * The signed-in user's main links: Influencers, My Influencers, Campaigns, Collaborations,
 * Messages and Email for brands; Dashboard, Campaigns, Collaborations and Messages for influencers.
 */
export function MainNav({ direction, onNavigate }: MainNavProps) {
  const { user } = useAuth();
  const links = navItemsFor(user?.roles).map((item) => (
    <NavLink key={item.to} to={item.to} className={classes.link} onClick={onNavigate}>
      {item.label}
    </NavLink>
  ));
  return (
    <nav aria-label="Main">
      {direction === 'row' ? (
        <Group gap={4} wrap="nowrap">
          {links}
        </Group>
      ) : (
        <Stack gap={4}>{links}</Stack>
      )}
    </nav>
  );
}

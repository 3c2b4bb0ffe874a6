import { Group, Stack } from '@mantine/core';
import { NavLink } from 'react-router';
import classes from './nav-link.module.css';
import { NAV_ITEMS } from './nav-items';

/** Props of {@link MainNav}. */
export interface MainNavProps {
  /** `row` in the header on wide screens, `column` in the burger menu. */
  direction: 'row' | 'column';
  /** Called after a link is followed (closes the burger menu). */
  onNavigate?: () => void;
}

/** Links to Influencers, My Influencers, Campaigns and Collaborations. */
export function MainNav({ direction, onNavigate }: MainNavProps) {
  const links = NAV_ITEMS.map((item) => (
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

import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { LogoMark } from './logo-mark';
import classes from './logo.module.css';

/** The Collabify logo and name (the mark alone on the smallest phones), linking to the home page. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <UnstyledButton component={Link} to="/" aria-label="Collabify home" onClick={onNavigate}>
      <Group gap={8} wrap="nowrap">
        <LogoMark />
        <Text
          fw={800}
          fz="xl"
          c="dark.8"
          style={{ letterSpacing: '-0.02em' }}
          className={classes.name}
        >
          Collabify
        </Text>
      </Group>
    </UnstyledButton>
  );
}

import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { LogoMark } from './logo-mark';

/** The Collabify logo and name, linking to the home page. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <UnstyledButton component={Link} to="/" aria-label="Collabify home" onClick={onNavigate}>
      <Group gap={8} wrap="nowrap">
        <LogoMark />
        <Text fw={800} fz="xl" c="dark.8" style={{ letterSpacing: '-0.02em' }}>
          Collabify
        </Text>
      </Group>
    </UnstyledButton>
  );
}

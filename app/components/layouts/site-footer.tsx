import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { UPGRADE_PATH } from '@shared/constants/plans';

/**
 * A quiet footer closing every page, with the link to the plans; its right side stays clear for
 * the HELP button.
 */
export function SiteFooter() {
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg" pt="lg" pb={{ base: 96, sm: 'lg' }}>
        <Group gap="xs" maw={{ base: '100%', sm: '70%' }}>
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Collabify · Influencer marketing for brands and Shopify
            merchants ·
          </Text>
          <Anchor component={Link} to={UPGRADE_PATH} size="sm" c="dimmed">
            Pricing
          </Anchor>
        </Group>
      </Container>
    </footer>
  );
}

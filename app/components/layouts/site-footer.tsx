import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { UPGRADE_PATH } from '@shared/constants/plans';
import { actsAsBrand } from '@shared/constants/roles';
import { useAuth } from '@app/lib/auth';

/** The footer's links: the public pages every visitor may need, on every page. */
export const FOOTER_LINKS = [
  { to: UPGRADE_PATH, label: 'Pricing' },
  { to: '/resources', label: 'Resources' },
  { to: '/contact-us', label: 'Contact us' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/term-of-use', label: 'Terms of use' },
  { to: '/remove-my-profile', label: 'Remove or correct my profile' },
] as const;

/**
 * A quiet footer closing every page, with the plans, the guides, contact, the legal pages and the
 * creators' opt-out; its right side stays clear for the HELP button. A signed-in creator is not
 * shown the plans, which are for brands.
 */
export function SiteFooter() {
  const { user } = useAuth();
  const links =
    user && !actsAsBrand(user.roles)
      ? FOOTER_LINKS.filter((link) => link.to !== UPGRADE_PATH)
      : FOOTER_LINKS;
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg" pt="lg" pb={{ base: 96, sm: 'lg' }}>
        <Stack gap={6} maw={{ base: '100%', sm: '70%' }}>
          <Group component="nav" aria-label="Footer" gap="md">
            {links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dark.4">
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Text size="sm" c="dark.3">
            © {new Date().getFullYear()} Collabify · Influencer marketing for brands and Shopify
            merchants
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}

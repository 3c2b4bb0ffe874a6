import { Container, Text } from '@mantine/core';

/** A quiet footer closing every page; its right side stays clear for the HELP button. */
export function SiteFooter() {
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg" pt="lg" pb={{ base: 96, sm: 'lg' }}>
        <Text size="sm" c="dimmed" maw={{ base: '100%', sm: '70%' }}>
          © {new Date().getFullYear()} Collabify · Influencer marketing for brands and Shopify
          merchants
        </Text>
      </Container>
    </footer>
  );
}

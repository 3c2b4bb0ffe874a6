import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './home.module.css';

/** The last call to action on the home page. */
export function ClosingCta({ signedIn }: { signedIn: boolean }) {
  return (
    <section className={classes.band}>
      <Container size="md" py={{ base: 56, md: 72 }}>
        <Stack align="center" ta="center" gap="md">
          <Title order={2} c="white" fz={{ base: 26, md: 34 }}>
            Start your next collaboration today
          </Title>
          <Text c="brand.1" size="lg" maw={560}>
            Set up your first campaign in minutes and see which creators fit your brand.
          </Text>
          <Group gap="sm" justify="center">
            <Button
              component={Link}
              to={signedIn ? '/campaign' : '/login?mode=signup'}
              size="lg"
              variant="white"
            >
              {signedIn ? 'Go to campaigns' : 'Sign up free'}
            </Button>
            <Button component={Link} to="/influencer" size="lg" variant="outline" color="white">
              Explore influencers
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}

import {
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBrandInstagram,
  IconBrandYoutube,
  IconRosetteDiscount,
  IconHeart,
  IconMail,
  IconSearch,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './home.module.css';

const WORKFLOW = [
  { icon: IconSearch, title: 'Find creators', detail: 'Filter by audience, niche and engagement' },
  { icon: IconHeart, title: 'Save and take notes', detail: 'Favorites, lists and private notes' },
  { icon: IconMail, title: 'Reach out', detail: 'In-app messages and email templates' },
  {
    icon: IconRosetteDiscount,
    title: 'Track sales',
    detail: 'A Shopify discount code per creator',
  },
] as const;

/** The home page's opening: what Collabify does, for whom, and the two main calls to action. */
export function HomeHero({ signedIn }: { signedIn: boolean }) {
  return (
    <section className={classes.hero}>
      <Container size="lg" py={{ base: 48, md: 88 }}>
        <Grid gap={48} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Text c="brand" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: '0.04em' }}>
                Influencer marketing for Shopify brands
              </Text>
              <Title order={1} className={classes.heroTitle}>
                Find the creators your customers{' '}
                <span className={classes.highlight}>already follow</span>
              </Title>
              <Text size="lg" c="dark.4" maw={560}>
                Collabify helps brands and Shopify merchants discover Instagram and YouTube
                influencers, reach out by message or email, and run campaigns and collaborations you
                can measure, down to the orders each discount code brings in.
              </Text>
              <Group gap="sm">
                {signedIn ? (
                  <>
                    <Button component={Link} to="/influencer" size="lg">
                      Browse influencers
                    </Button>
                    <Button component={Link} to="/campaign" size="lg" variant="default">
                      Go to campaigns
                    </Button>
                  </>
                ) : (
                  <>
                    <Button component={Link} to="/login?mode=signup" size="lg">
                      Create a free account
                    </Button>
                    <Button component={Link} to="/influencer" size="lg" variant="default">
                      Browse influencers
                    </Button>
                  </>
                )}
              </Group>
              {!signedIn && (
                <Text size="sm" c="dimmed">
                  Free plan included. No credit card needed.
                </Text>
              )}
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder shadow="md" radius="lg" p="xl">
              <Group justify="space-between" mb="lg">
                <Text fw={700}>Your influencer workflow</Text>
                <Group gap={6}>
                  <ThemeIcon
                    variant="light"
                    color="pink"
                    radius="xl"
                    role="img"
                    aria-label="Instagram"
                  >
                    <IconBrandInstagram size={18} />
                  </ThemeIcon>
                  <ThemeIcon
                    variant="light"
                    color="red"
                    radius="xl"
                    role="img"
                    aria-label="YouTube"
                  >
                    <IconBrandYoutube size={18} />
                  </ThemeIcon>
                </Group>
              </Group>
              <Stack gap="md">
                {WORKFLOW.map(({ icon: Icon, title, detail }, index) => (
                  <Group key={title} wrap="nowrap" gap="md">
                    <ThemeIcon size={44} radius="md" variant={index === 0 ? 'filled' : 'light'}>
                      <Icon size={22} />
                    </ThemeIcon>
                    <div>
                      <Text fw={600}>{title}</Text>
                      <Text size="sm" c="dimmed">
                        {detail}
                      </Text>
                    </div>
                  </Group>
                ))}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}

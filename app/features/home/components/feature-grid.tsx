import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconRosetteDiscount,
  IconHeartHandshake,
  IconMail,
  IconNotes,
  IconSearch,
  IconSpeakerphone,
} from '@tabler/icons-react';

const FEATURES = [
  {
    icon: IconSearch,
    title: 'Discover influencers',
    text: 'Search Instagram and YouTube creators by keyword, category, country and language, and narrow down by followers, engagement rate and average views.',
  },
  {
    icon: IconNotes,
    title: 'Lists and notes',
    text: 'Favorite creators in one click, sort them into lists for each product or season, and keep private notes on every profile.',
  },
  {
    icon: IconMail,
    title: 'Outreach by message and email',
    text: 'Message creators inside Collabify or email them with reusable templates and email campaigns, replies going straight to your inbox.',
  },
  {
    icon: IconSpeakerphone,
    title: 'Campaigns',
    text: 'Write one brief with your product, budget and deliverables, and get creators who fit it, each with the reasons they were picked.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Collaborations',
    text: 'Propose terms, agree on deliverables and deadlines, exchange messages and follow every collaboration from proposal to published post.',
  },
  {
    icon: IconRosetteDiscount,
    title: 'Shopify discount codes',
    text: 'Connect your Shopify shop to give each creator a unique discount code, then see the orders and revenue their audience brings.',
  },
] as const;

/** The six things Collabify does for a brand, as a grid. */
export function FeatureGrid() {
  return (
    <Container size="lg" py={{ base: 56, md: 88 }} component="section">
      <Stack gap="xs" align="center" ta="center" mb={48}>
        <Title order={2} fz={{ base: 28, md: 34 }}>
          Everything between “who should we work with?” and “did it sell?”
        </Title>
        <Text c="dimmed" size="lg" maw={640}>
          One place for discovery, outreach and results, instead of spreadsheets, DMs and guesswork.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl" verticalSpacing={40}>
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Stack key={title} gap="sm">
            <ThemeIcon size={48} radius="md" variant="light">
              <Icon size={24} />
            </ThemeIcon>
            <Title order={3} fz="lg">
              {title}
            </Title>
            <Text c="dimmed" size="sm" lh={1.6}>
              {text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}

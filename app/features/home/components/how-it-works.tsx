import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import classes from './home.module.css';

const STEPS = [
  {
    title: 'Launch a campaign',
    text: 'Describe the product you want to promote, your budget and what you expect from creators.',
  },
  {
    title: 'Discover and favorite',
    text: 'Find influencers whose audience matches your customers and add them to your favorites.',
  },
  {
    title: 'Connect',
    text: 'Send a first message or email from My Influencers, then propose a collaboration once they are interested.',
  },
  {
    title: 'Monitor',
    text: 'Follow each collaboration: messages, published content, clicks and the sales from its discount code.',
  },
] as const;

/** Four numbered steps from a first campaign to measured results. */
export function HowItWorks() {
  return (
    <section className={classes.muted}>
      <Container size="lg" py={{ base: 56, md: 80 }}>
        <Title order={2} ta="center" fz={{ base: 28, md: 34 }} mb={40}>
          How it works
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          {STEPS.map((step, index) => (
            <Stack key={step.title} gap="xs">
              <Text c="brand" fw={800} fz={32} lh={1}>
                {String(index + 1).padStart(2, '0')}
              </Text>
              <Title order={3} fz="lg">
                {step.title}
              </Title>
              <Text size="sm" c="dimmed" lh={1.6}>
                {step.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

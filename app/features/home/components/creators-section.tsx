import {
  Button,
  Container,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A short pitch to influencers, with a sign-up link that preselects the influencer role. */
export function CreatorsSection({ signedIn }: { signedIn: boolean }) {
  return (
    <Container size="lg" py={{ base: 56, md: 88 }} component="section">
      <Paper withBorder radius="lg" p={{ base: 'lg', md: 48 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} style={{ alignItems: 'center' }}>
          <Stack gap="md">
            <Text c="brand" fw={700} tt="uppercase" size="sm">
              For influencers
            </Text>
            <Title order={2} fz={{ base: 26, md: 32 }}>
              Get discovered by brands that fit your audience
            </Title>
            <Text c="dimmed">
              Creators join Collabify to find paid and gifted collaborations with brands they
              actually like, and to keep every deal in one place instead of scattered across DMs.
            </Text>
            {!signedIn && (
              <Button
                component={Link}
                to="/login?mode=signup&role=influencer"
                variant="light"
                w="fit-content"
              >
                Join as an influencer
              </Button>
            )}
          </Stack>
          <List
            spacing="md"
            icon={
              <ThemeIcon size={24} radius="xl" variant="light">
                <IconCircleCheck size={16} />
              </ThemeIcon>
            }
          >
            <List.Item>Browse active campaigns and mark the ones you are interested in</List.Item>
            <List.Item>Accept or decline proposals with clear terms and deadlines</List.Item>
            <List.Item>Message brands and submit your published posts in one thread</List.Item>
            <List.Item>Build a track record with reviews from the brands you work with</List.Item>
          </List>
        </SimpleGrid>
      </Paper>
    </Container>
  );
}

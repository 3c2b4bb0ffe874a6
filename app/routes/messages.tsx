import { Anchor, Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconMessages, IconSearch, IconSpeakerphone } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { FirstRunState } from '@app/components/ui/first-run-state';
import { useConversations } from '@app/features/messages/api/get-conversations';
import { ConversationList } from '@app/features/messages/components/conversation-list';
import { ConversationView } from '@app/features/messages/components/conversation-view';
import { UnreadCollaborationsNote } from '@app/features/messages/components/unread-collaborations-note';
import { useAuth } from '@app/lib/auth';

const conversationHref = (userId: string) => `/messages?with=${encodeURIComponent(userId)}`;

/**
 * `/messages`: the signed-in user's in-app conversations on the left, the open one
 * (`?with=<userId>`) on the right with its composer. On small screens the list and the open
 * conversation take turns. With no conversation at all: what the page is for and where to start.
 */
export function MessagesPage() {
  useDocumentTitle('Messages · Collabify');
  const [params] = useSearchParams();
  const openId = params.get('with');
  const influencer = useAuth().user?.roles.includes('influencer') ?? false;
  const conversations = useConversations();
  const none = !openId && conversations.data?.query.length === 0;
  const emptyText = influencer
    ? 'No messages yet. Brands can write to you here once they find your profile.'
    : 'No messages yet. Write to an influencer from their profile or My Influencers.';

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Messages
          </Title>
          <Text c="dimmed">
            {influencer
              ? 'Direct conversations with brands.'
              : 'Direct conversations with influencers who have a Collabify account.'}
          </Text>
          <UnreadCollaborationsNote />
        </div>
        {none ? (
          <FirstRunState
            icon={<IconMessages size={28} aria-hidden />}
            title="No messages yet"
            action={
              influencer
                ? {
                    label: 'Browse campaigns',
                    to: '/campaign',
                    icon: <IconSpeakerphone size={16} />,
                  }
                : { label: 'Find influencers', to: '/influencer', icon: <IconSearch size={16} /> }
            }
          >
            {influencer
              ? 'Brands can write to you here once they find your profile; you answer them here too. Meanwhile, mark your interest in campaigns that fit you.'
              : 'Write to influencers who have a Collabify account from their profile or from My Influencers; your conversations and their replies live here.'}
          </FirstRunState>
        ) : (
          <Grid gap="lg">
            <Grid.Col
              span={{ base: 12, sm: 4 }}
              display={{ base: openId ? 'none' : 'block', sm: 'block' }}
            >
              <ConversationList
                selectedId={openId}
                emptyText={emptyText}
                hrefFor={conversationHref}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              {openId ? (
                <Stack gap="xs">
                  <Box hiddenFrom="sm">
                    <Anchor component={Link} to="/messages" size="sm">
                      <IconArrowLeft size={14} aria-hidden /> All conversations
                    </Anchor>
                  </Box>
                  <ConversationView key={openId} userId={openId} />
                </Stack>
              ) : (
                <Text c="dimmed" size="sm" ta="center" py="xl" visibleFrom="sm">
                  Pick a conversation to read it.
                </Text>
              )}
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}

import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMailForward, IconSend, IconTemplate, IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmailCampaignsPanel } from '@app/features/email-campaigns/components/email-campaigns-panel';
import { EmailTemplatesPanel } from '@app/features/email-templates/components/email-templates-panel';
import type { PreviewInfluencerOption } from '@app/features/email-templates/components/template-preview';
import { savedInfluencersQueryOptions } from '@app/features/lists/api/get-saved-influencers';
import { SenderSettings } from '@app/features/mail/components/sender-settings';
import { SentMailHistory } from '@app/features/mail/components/sent-mail-history';
import { SuppressionList } from '@app/features/mail/components/suppression-list';

/** The tabs of `/email`, in order; the first is shown when `?tab=` names none. */
export const EMAIL_TABS = ['campaigns', 'templates', 'sent', 'sender'] as const;
/** One of {@link EMAIL_TABS}. */
export type EmailTab = (typeof EMAIL_TABS)[number];

const isTab = (value: string | null): value is EmailTab =>
  (EMAIL_TABS as readonly (string | null)[]).includes(value);

/** The Templates tab, with the user's saved influencers to render its preview for. */
function TemplatesTab() {
  const saved = useQuery(savedInfluencersQueryOptions());
  const influencers = useMemo<PreviewInfluencerOption[]>(
    () =>
      (saved.data?.query ?? []).map(({ card }) => ({
        value: card.id,
        label: card.name?.trim() ? `${card.name.trim()} (@${card.username})` : `@${card.username}`,
      })),
    [saved.data],
  );
  return <EmailTemplatesPanel influencers={influencers} />;
}

/**
 * `/email`: email outreach in four tabs kept in the URL (`?tab=`): Campaigns (email campaigns to
 * lists or chosen influencers), Templates (own templates with a live preview, and the public
 * gallery), Sent mail (single emails and what became of them) and Sender (who emails come from,
 * and the suppression list).
 */
export function EmailPage() {
  useDocumentTitle('Email · Collabify');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: EmailTab = isTab(raw) ? raw : 'campaigns';
  // Switching tabs leaves the other tabs' parameters (an open template) behind.
  const setTab = (next: string | null) =>
    isTab(next) && setParams(next === 'campaigns' ? {} : { tab: next });

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Email
          </Title>
          <Text c="dimmed">
            Reach influencers by email: campaigns to whole lists, reusable templates, single emails
            and your sender.
          </Text>
        </div>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="campaigns" leftSection={<IconSend size={16} aria-hidden />}>
              Campaigns
            </Tabs.Tab>
            <Tabs.Tab value="templates" leftSection={<IconTemplate size={16} aria-hidden />}>
              Templates
            </Tabs.Tab>
            <Tabs.Tab value="sent" leftSection={<IconMailForward size={16} aria-hidden />}>
              Sent mail
            </Tabs.Tab>
            <Tabs.Tab value="sender" leftSection={<IconUserCheck size={16} aria-hidden />}>
              Sender
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="campaigns">
            <EmailCampaignsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="templates">
            <TemplatesTab />
          </Tabs.Panel>
          <Tabs.Panel value="sent">
            <SentMailHistory />
          </Tabs.Panel>
          <Tabs.Panel value="sender">
            <Stack gap="lg">
              <SenderSettings />
              <SuppressionList />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

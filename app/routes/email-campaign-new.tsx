import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmailCampaignForm } from '@app/features/email-campaigns/components/email-campaign-form';
import {
  parseInfluencerIds,
  parseListId,
} from '@app/features/email-campaigns/lib/email-campaign-form';
import {
  EMAIL_CAMPAIGNS_PATH,
  emailCampaignPath,
} from '@app/features/email-campaigns/lib/email-campaign-status';
import { useEmailTemplates } from '@app/features/email-templates/api/get-email-templates';
import { notifySuccess } from '@app/lib/notify';

/**
 * `/email/campaign/new`: the email campaign form, to a list (preselected by `?list=id`) or to
 * the influencers chosen in `?influencers=id,id` (both from My Influencers), with the user's templates to start from. The
 * campaign is saved as a draft and opened.
 */
export function EmailCampaignNewPage() {
  useDocumentTitle('New email campaign · Collabify');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const preset = useMemo(
    () => ({
      listId: parseListId(params.get('list')),
      influencerIds: parseInfluencerIds(params.get('influencers')),
    }),
    [params],
  );
  const templates = useEmailTemplates();

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            New email campaign
          </Title>
          <Text c="dimmed">
            Saved as a draft: nothing is sent until you send it or schedule it. Send yourself a test
            first.
          </Text>
        </div>
        <EmailCampaignForm
          preset={preset}
          templates={templates.data ?? []}
          onSaved={(campaign) => {
            notifySuccess(`Saved “${campaign.name}” as a draft.`);
            void navigate(emailCampaignPath(campaign.id));
          }}
          onCancel={() => void navigate(EMAIL_CAMPAIGNS_PATH)}
        />
      </Stack>
    </Container>
  );
}

import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { CampaignForm } from '@app/features/campaigns/components/campaign-form';
import { CampaignProductField } from '@app/features/shopify/components/campaign-product-field';
import { notifySuccess } from '@app/lib/notify';

/**
 * `/campaign/new`: the campaign form (its product picked from the connected Shopify shop); a new
 * campaign is saved as a draft and opened.
 */
export function CampaignNewPage() {
  useDocumentTitle('New campaign · Collabify');
  const navigate = useNavigate();
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            New campaign
          </Title>
          <Text c="dimmed">
            Saved as a draft: influencers see it once you activate it. Only the name is required.
          </Text>
        </div>
        <CampaignForm
          onSaved={(campaign) => {
            notifySuccess(`Created “${campaign.name}” as a draft.`);
            void navigate(`/campaign/${campaign.id}`);
          }}
          onCancel={() => void navigate('/campaign')}
          productField={(slot) => <CampaignProductField {...slot} />}
        />
      </Stack>
    </Container>
  );
}

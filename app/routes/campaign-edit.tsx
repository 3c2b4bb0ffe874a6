import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate, useParams } from 'react-router';
import { useCampaign } from '@app/features/campaigns/api/get-campaign';
import { CampaignForm } from '@app/features/campaigns/components/campaign-form';
import { CampaignProductField } from '@app/features/shopify/components/campaign-product-field';
import { QueryLoadState } from '@app/components/ui/query-load-state';
import { isEditable, STATUS_LABELS } from '@app/features/campaigns/lib/campaign-status';
import { notifySuccess } from '@app/lib/notify';

/** `/campaign/:id/edit`: the campaign form filled with the campaign (not once completed or archived). */
export function CampaignEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useCampaign(id);
  useDocumentTitle(
    query.data ? `Edit ${query.data.name} · Collabify` : 'Edit campaign · Collabify',
  );
  const back = `/campaign/${id}`;

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <QueryLoadState
        query={query}
        noun="campaign"
        back={{ to: '/campaign', label: 'your campaigns' }}
      >
        {(campaign) => (
          <Stack gap="md">
            <div>
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                Edit campaign
              </Title>
              <Text c="dimmed">{campaign.name}</Text>
            </div>
            {isEditable(campaign.status) ? (
              <CampaignForm
                // A refetch must not reset what the person is typing; a new campaign starts afresh.
                key={campaign.id}
                campaign={campaign}
                onSaved={(saved) => {
                  notifySuccess(`Saved “${saved.name}”.`);
                  void navigate(back);
                }}
                onCancel={() => void navigate(back)}
                productField={(slot) => <CampaignProductField {...slot} />}
              />
            ) : (
              <Alert color="gray" title="This campaign can no longer be edited">
                It is {STATUS_LABELS[campaign.status].toLowerCase()}.{' '}
                <Anchor component={Link} to={back}>
                  Back to the campaign
                </Anchor>
              </Alert>
            )}
          </Stack>
        )}
      </QueryLoadState>
    </Container>
  );
}

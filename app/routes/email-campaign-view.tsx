import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useParams } from 'react-router';
import { useEmailCampaign } from '@app/features/email-campaigns/api/get-email-campaign';
import { QueryLoadState } from '@app/components/ui/query-load-state';
import { EmailCampaignView } from '@app/features/email-campaigns/components/email-campaign-view';
import {
  EMAIL_CAMPAIGNS_PATH,
  isEditable,
} from '@app/features/email-campaigns/lib/email-campaign-status';
import { useEmailTemplates } from '@app/features/email-templates/api/get-email-templates';

/**
 * `/email/campaign/:id`: one email campaign — its actions (send, schedule, pause, resume,
 * cancel, test, delete), live progress and per-recipient status while it sends, and its form
 * while it is a draft or scheduled (with the user's templates to start from).
 */
export function EmailCampaignViewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useEmailCampaign(id);
  useDocumentTitle(
    query.data ? `${query.data.name} · Email · Collabify` : 'Email campaign · Collabify',
  );
  const editable = query.data ? isEditable(query.data.status) : false;
  const templates = useEmailTemplates({ enabled: editable });

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <QueryLoadState
        query={query}
        noun="email campaign"
        back={{ to: EMAIL_CAMPAIGNS_PATH, label: 'your email campaigns' }}
      >
        {(campaign) => (
          <EmailCampaignView
            campaign={campaign}
            templates={templates.data ?? []}
            onDeleted={() => void navigate(EMAIL_CAMPAIGNS_PATH, { replace: true })}
          />
        )}
      </QueryLoadState>
    </Container>
  );
}

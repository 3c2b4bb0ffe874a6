import { useDocumentTitle } from '@mantine/hooks';
import { IconSpeakerphone } from '@tabler/icons-react';
import { ComingSoon } from '@app/components/ui/coming-soon';

/** `/campaign`: the user's campaigns (not built yet: a labelled "coming soon" state). */
export function CampaignPage() {
  useDocumentTitle('Campaigns · Collabify');
  return (
    <ComingSoon
      title="Campaigns"
      purpose="Create campaigns to promote your products with influencers."
      icon={<IconSpeakerphone size={28} />}
      upcoming={[
        'Write a brief with your product, budget and deliverables',
        'Get influencer picks ranked for your campaign',
        'See which influencers are interested and propose collaborations',
      ]}
    />
  );
}

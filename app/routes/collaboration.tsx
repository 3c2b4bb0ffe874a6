import { useDocumentTitle } from '@mantine/hooks';
import { IconHeartHandshake } from '@tabler/icons-react';
import { ComingSoon } from '@app/components/ui/coming-soon';

/** `/collaboration`: collaboration activity (not built yet: a labelled "coming soon" state). */
export function CollaborationPage() {
  useDocumentTitle('Collaborations · Collabify');
  return (
    <ComingSoon
      title="Collaborations"
      purpose="Track the activity of your collaborations with influencers."
      icon={<IconHeartHandshake size={28} />}
      upcoming={[
        'Follow each collaboration from proposal to completed content',
        'Exchange messages and agree on deliverables and deadlines',
        'See clicks, orders and revenue from each discount code',
      ]}
    />
  );
}

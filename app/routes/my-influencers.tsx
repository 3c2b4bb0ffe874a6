import { useDocumentTitle } from '@mantine/hooks';
import { IconUserHeart } from '@tabler/icons-react';
import { ComingSoon } from '@app/components/ui/coming-soon';

/** `/my-influencers`: the user's saved influencers (not built yet: a "coming soon" state). */
export function MyInfluencersPage() {
  useDocumentTitle('My Influencers · Collabify');
  return (
    <ComingSoon
      title="My Influencers"
      purpose="The influencers you saved, ready for outreach."
      icon={<IconUserHeart size={28} />}
      upcoming={[
        'See every saved influencer across your lists, with your notes',
        'Send messages or emails to start a conversation',
        'Propose a collaboration once an influencer shows interest',
      ]}
    />
  );
}

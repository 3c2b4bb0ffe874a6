import { useDocumentTitle } from '@mantine/hooks';
import { IconUserSearch } from '@tabler/icons-react';
import { ComingSoon } from '@app/components/ui/coming-soon';

/** `/influencer`: influencer discovery (not built yet: a labelled "coming soon" state). */
export function InfluencerPage() {
  useDocumentTitle('Influencers · Collabify');
  return (
    <ComingSoon
      title="Influencers"
      purpose="Discover Instagram and YouTube influencers for your brand."
      icon={<IconUserSearch size={28} />}
      upcoming={[
        'Search by keyword, category, country and language',
        'Filter by followers, engagement rate, average views and publications',
        'Favorite influencers and save them to your lists',
      ]}
    />
  );
}

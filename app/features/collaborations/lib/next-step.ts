import type { CollaborationDetail } from '@shared/schemas/collaborations';
import { brandName } from './collaboration-status';

const REACH_NOTES = {
  account: 'They see it in their Collabify account.',
  email: 'We emailed them a link to read and answer it without an account.',
  none: 'They have no Collabify account and no known email, so they have not been told yet: reach them another way.',
} as const;

/**
 * What happens next, in a sentence for the viewer ("Waiting for @jane to answer. We emailed
 * them a link…"); null once the collaboration is closed and reviewed.
 */
export function nextStep(c: CollaborationDetail): string | null {
  const brand = c.viewer === 'advertiser';
  const handle = `@${c.influencer.username}`;
  switch (c.status) {
    case 'proposed':
      return brand
        ? `Waiting for ${handle} to answer. ${c.reach ? REACH_NOTES[c.reach] : ''}`.trim()
        : 'Read the terms, ask anything in the messages, then accept or decline.';
    case 'accepted':
      return brand
        ? `${handle} is working on it. The published posts appear here once submitted.`
        : 'Publish the content, then add the post links under Published posts.';
    case 'content_submitted':
      return brand
        ? 'Check the published posts, then mark the collaboration completed.'
        : `Waiting for ${brandName(c.advertiser)} to check your posts. You can still add posts.`;
    case 'completed': {
      const mine = brand ? c.reviewForInfluencer : c.reviewForAdvertiser;
      if (mine) return null;
      return `Completed. Leave a review of ${brand ? handle : brandName(c.advertiser)}.`;
    }
    default:
      return null;
  }
}

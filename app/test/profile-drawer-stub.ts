import { makeCollaborationList } from './collaboration-fixtures';
import { jsonResponse } from './fetch-stub';
import { makeReviewSummary } from './review-fixtures';

/**
 * Empty answers to the calls the profile drawer makes beside the profile itself: the
 * influencer's note (`/api/note/{id}`, no content yet), the user's collaborations with them, their
 * past promotions and their reviews (none of each). Undefined for any other URL, which the test's
 * own stub answers; a test wanting other data answers those URLs before asking this.
 */
export function emptyDrawerResponse(url: string): Response | undefined {
  const note = /^\/api\/note\/([^/?]+)$/.exec(url);
  if (note) return jsonResponse({ influencerId: note[1], content: '', updatedAt: null });
  if (url.startsWith('/api/collaboration/user/self/'))
    return jsonResponse(makeCollaborationList([]));
  if (url.startsWith('/api/promotion/')) return jsonResponse({ query: [] });
  if (url.startsWith('/api/review/')) return jsonResponse(makeReviewSummary([]));
  return undefined;
}

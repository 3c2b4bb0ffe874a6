import type { Campaign } from '@shared/schemas/campaigns';
import { apiUpload } from '@app/lib/api-client';
import { useCampaignMutation } from '../hooks/use-campaign-mutation';

/**
 * Uploads the campaign's image as multipart form data, in the `image` field
 * (`POST /api/campaign/image/{id}`; JPEG, PNG or WebP up to 5 MB; 413 when larger, 415 when not
 * an image). Resolves with the campaign and its new `imageUrl`.
 */
export function uploadCampaignImage({ id, file }: { id: string; file: File }): Promise<Campaign> {
  const form = new FormData();
  form.append('image', file);
  return apiUpload<Campaign>('POST', `/campaign/image/${encodeURIComponent(id)}`, form);
}

/** Mutation hook of {@link uploadCampaignImage}. */
export const useUploadCampaignImage = () => useCampaignMutation(uploadCampaignImage);

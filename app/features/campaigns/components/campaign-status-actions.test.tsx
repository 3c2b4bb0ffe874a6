import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CampaignStatus } from '@shared/constants/campaigns';
import { makeCampaign } from '@app/test/campaign-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { renderWithProviders } from '@app/test/render-with-providers';
import { CampaignStatusActions } from './campaign-status-actions';

function renderActions(status: CampaignStatus, onDeleted = vi.fn()) {
  const campaign = makeCampaign({ status });
  renderWithProviders(
    <>
      <Notifications />
      <CampaignStatusActions campaign={campaign} onDeleted={onDeleted} />
    </>,
  );
  const group = screen.getByRole('group', { name: 'Campaign status' });
  const names = within(group)
    .getAllByRole('button')
    .map((b) => b.textContent);
  return { campaign, group, names, onDeleted };
}

describe('CampaignStatusActions', { timeout: 20_000 }, () => {
  it.each<[CampaignStatus, string[]]>([
    ['draft', ['Activate', 'Archive', 'Delete']],
    ['active', ['Pause', 'Complete', 'Archive']],
    ['paused', ['Resume', 'Complete', 'Archive']],
    ['completed', ['Archive']],
    ['archived', ['Delete']],
  ])('offers only the legal moves of a %s campaign', (status, expected) => {
    stubFetch(() => jsonResponse({}));
    expect(renderActions(status).names).toEqual(expected);
  });

  it('pauses through the status endpoint', async () => {
    const user = userEvent.setup();
    const seen = stubFetch(() => jsonResponse(makeCampaign({ status: 'paused' })));
    const { campaign } = renderActions('active');

    await user.click(screen.getByRole('button', { name: 'Pause' }));

    await waitFor(() =>
      expect(seen[0]).toMatchObject({
        url: `/api/campaign/${campaign.id}/status`,
        method: 'PATCH',
        body: { status: 'paused' },
      }),
    );
    expect(await screen.findByText('“Summer glow” is now paused.')).toBeInTheDocument();
  });

  it('asks before archiving, and shows a refused move (409) as a notification', async () => {
    const user = userEvent.setup();
    const detail = 'A completed campaign cannot become archived. Allowed: nothing.';
    const seen = stubFetch(() => problemResponse(409, 'Conflict', { detail }));
    renderActions('completed');

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(seen).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', { name: 'Archive “Summer glow”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));

    await waitFor(() => expect(seen[0]?.body).toEqual({ status: 'archived' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.getByText('Could not archive the campaign')).toBeInTheDocument();
  });

  it('deletes a draft after confirmation', async () => {
    const user = userEvent.setup();
    const seen = stubFetch(() => new Response(null, { status: 204 }));
    const { campaign, onDeleted } = renderActions('draft');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Summer glow”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete campaign' }));

    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(seen[0]).toMatchObject({ url: `/api/campaign/${campaign.id}`, method: 'DELETE' });
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@app/test/fetch-stub';
import { makeProfile } from '@app/test/influencer-fixtures';
import { renderWithProviders } from '@app/test/render-with-providers';
import { CurationPanel } from './curation-panel';

describe('CurationPanel', () => {
  it('saves the chosen categories with the platform categories, and resets both counters', async () => {
    const user = userEvent.setup();
    const profile = makeProfile({ categories: ['food'], officialCategories: ['Cooking'] });
    const seen = stubFetch(() => jsonResponse(profile));
    renderWithProviders(<CurationPanel profile={profile} />);

    await user.click(screen.getByRole('combobox', { name: 'Categories' }));
    await user.click(await screen.findByRole('option', { name: 'Travel' }));
    await user.click(screen.getByRole('button', { name: 'Save categories' }));
    await waitFor(() =>
      expect(seen.find((r) => r.url === `/api/influencer/${profile.id}`)).toMatchObject({
        method: 'PATCH',
        body: { categories: ['food', 'travel'], official_categories: ['Cooking'] },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Reset counters' }));
    await waitFor(() =>
      expect(seen.find((r) => r.url.endsWith('/count-reset'))?.body).toEqual({
        updateCount: true,
        findSimilar: true,
      }),
    );
  });
});

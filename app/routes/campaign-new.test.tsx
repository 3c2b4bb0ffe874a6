import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  emptyCampaignResults,
  makeCampaign,
  makeCampaignDetail,
} from '@app/test/campaign-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { makeUser } from '@app/test/fixtures';
import { currentAddress, renderApp } from '@app/test/render-app';
import { fieldErrorOf } from '@app/test/field-error';

const created = makeCampaign({ name: 'Summer glow', imageUrl: null });

/** The error message shown under the field labelled `label`. */
const errorOf = (label: string | RegExp) => fieldErrorOf(screen.getByLabelText(label));

/** The hidden file input behind Mantine's FileInput button. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('/campaign/new', { timeout: 20_000 }, () => {
  it('checks the form with the shared schema before sending anything', async () => {
    const user = userEvent.setup();
    const seen = stubFetch(() => jsonResponse(created, 201));
    await renderApp('/campaign/new', { user: makeUser() });

    await user.type(await screen.findByLabelText('Minimum'), '500');
    await user.type(screen.getByLabelText('Maximum'), '100');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));

    await waitFor(() => expect(errorOf(/^Name/)).toBe('Give the campaign a name'));
    expect(errorOf('Maximum')).toBe('The minimum budget is above the maximum');
    expect(errorOf('Minimum')).toBeNull();
    // Only reads (the Shopify connection for the product field): nothing was sent.
    expect(seen.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('sends the budget in cents and opens the new campaign', async () => {
    const user = userEvent.setup();
    const seen = stubFetch((request) =>
      request.method === 'POST'
        ? jsonResponse(created, 201)
        : jsonResponse(
            request.url.startsWith('/api/list')
              ? { lists: [] }
              : request.url.endsWith('/results')
                ? emptyCampaignResults()
                : makeCampaignDetail(),
          ),
    );
    const { router } = await renderApp('/campaign/new', { user: makeUser() });

    await user.type(await screen.findByLabelText(/^Name/), '  Summer glow ');
    await user.type(screen.getByLabelText('Brief'), 'Show our serum.');
    await user.click(screen.getByRole('checkbox', { name: 'Instagram' }));
    await user.type(screen.getByLabelText('Minimum'), '100');
    await user.type(screen.getByLabelText('Maximum'), '499.5');
    await user.type(screen.getByLabelText('How many'), '2');
    fireEvent.change(screen.getByLabelText('Starts on'), { target: { value: '2026-06-01' } });
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));

    await waitFor(() => expect(currentAddress(router)).toBe(`/campaign/${created.id}`));
    const post = seen.find((r) => r.method === 'POST');
    expect(post).toMatchObject({
      url: '/api/campaign',
      body: {
        name: 'Summer glow',
        description: 'Show our serum.',
        product: null,
        platforms: ['instagram'],
        compensation: 'gifted',
        budgetMin: 10_000,
        budgetMax: 49_950,
        currency: 'USD',
        deliverablesCount: 2,
        startsOn: '2026-06-01',
        endsOn: null,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Summer glow', level: 1 })).toBeVisible();
  });

  it('shows the server’s field errors under the fields', async () => {
    const user = userEvent.setup();
    stubFetch(() =>
      problemResponse(400, 'Bad Request', {
        errors: [{ path: 'body.endsOn', message: 'The campaign ends before it starts' }],
      }),
    );
    await renderApp('/campaign/new', { user: makeUser() });

    await user.type(await screen.findByLabelText(/^Name/), 'Summer glow');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));

    await waitFor(() => expect(errorOf('Ends on')).toBe('The campaign ends before it starts'));
  });

  it('uploads the image once the campaign exists, and shows a refused image under the field', async () => {
    const user = userEvent.setup();
    let uploads = 0;
    const seen = stubFetch((request) => {
      if (request.url.startsWith('/api/campaign/image/')) {
        uploads += 1;
        return uploads === 1
          ? problemResponse(415, 'Unsupported Media Type', {
              detail: 'The file is not a JPEG, PNG or WebP image.',
              errors: [
                { path: 'body.image', message: 'The file is not a JPEG, PNG or WebP image' },
              ],
            })
          : jsonResponse({ ...created, imageUrl: '/uploads/summer.webp' });
      }
      if (request.method === 'POST') return jsonResponse(created, 201);
      if (request.method === 'PATCH') return jsonResponse(created);
      return jsonResponse(
        request.url.startsWith('/api/list') ? { lists: [] } : makeCampaignDetail(),
      );
    });
    const { router } = await renderApp('/campaign/new', { user: makeUser() });

    await user.type(await screen.findByLabelText(/^Name/), 'Summer glow');
    const file = new File(['not really a png'], 'summer.png', { type: 'image/png' });
    await user.upload(fileInput(), file);
    expect(await screen.findByRole('img', { name: 'Image of the new campaign' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));

    await waitFor(() =>
      expect(errorOf('Image')).toMatch('The file is not a JPEG, PNG or WebP image'),
    );
    const upload = seen.find((r) => r.url === `/api/campaign/image/${created.id}`);
    expect(upload?.method).toBe('POST');
    expect((upload?.body as FormData).get('image')).toBeInstanceOf(File);
    expect(upload?.headers['content-type']).toBeUndefined();
    expect(currentAddress(router)).toBe('/campaign/new');

    // Saving again edits the campaign already created, then uploads again.
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentAddress(router)).toBe(`/campaign/${created.id}`));
    expect(seen.filter((r) => r.method === 'POST' && r.url === '/api/campaign')).toHaveLength(1);
    expect(seen.find((r) => r.method === 'PATCH')?.url).toBe(`/api/campaign/${created.id}`);
    expect(uploads).toBe(2);
  });

  it('refuses a file that is not an image before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    stubFetch(() => jsonResponse({}));
    await renderApp('/campaign/new', { user: makeUser() });

    await screen.findByLabelText('Image');
    await user.upload(fileInput(), new File(['gif'], 'a.gif', { type: 'image/gif' }));

    await waitFor(() => expect(errorOf('Image')).toBe('Choose a JPEG, PNG or WebP image'));
    expect(screen.queryByText('a.gif')).not.toBeInTheDocument();
  });
});

import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmailSender, PostalAddress } from '@shared/schemas/email';
import { makeSender } from '@app/test/email-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { setToken } from '@app/lib/token-storage';
import { renderWithProviders } from '@app/test/render-with-providers';
import { SenderSettings } from './sender-settings';

afterEach(() => notifications.clean());

/** The sender settings over a stubbed API that keeps the sender between calls. */
function renderSettings(sender: EmailSender) {
  let current = sender;
  const seen = stubFetch((request) => {
    const { url, method } = request;
    if (url === '/api/users/check-email-sender') return jsonResponse(current);
    if (url === '/api/auth/social-providers') return jsonResponse({ providers: [] });
    if (url === '/api/users/email-sender/postal-address' && method === 'PUT') {
      const body = request.body as PostalAddress;
      current = { ...current, postalAddress: { ...body, postalCode: body.postalCode ?? '' } };
      return jsonResponse(current);
    }
    return problemResponse(404, 'Not Found');
  });
  setToken('test-token');
  renderWithProviders(
    <>
      <Notifications />
      <SenderSettings />
    </>,
  );
  return seen;
}

const postalForm = () => screen.findByRole('form', { name: 'Postal address' });

describe('Postal address', { timeout: 20_000 }, () => {
  it('says campaigns wait for it, names the empty fields, then saves it and says so', async () => {
    const user = userEvent.setup();
    const seen = renderSettings(makeSender({ postalAddress: null }));
    const form = await postalForm();
    expect(form).toHaveTextContent('Campaigns can start once it is saved.');

    await user.click(within(form).getByRole('button', { name: 'Save postal address' }));
    expect(await within(form).findByText('Enter the street and number')).toBeVisible();
    expect(within(form).getByText('Enter the city')).toBeVisible();
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([]);

    await user.type(within(form).getByLabelText(/Street and number/), ' 5 Rue de Rivoli ');
    await user.type(within(form).getByLabelText(/Postal code/), '75001');
    await user.type(within(form).getByLabelText(/City/), 'Paris');
    await user.type(within(form).getByLabelText(/Country/), 'France');
    await user.click(within(form).getByRole('button', { name: 'Save postal address' }));

    expect(await screen.findByText('Your postal address is saved.')).toBeVisible();
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([
      expect.objectContaining({
        url: '/api/users/email-sender/postal-address',
        body: { street: '5 Rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'France' },
      }),
    ]);
    await waitFor(() =>
      expect(form).not.toHaveTextContent('Campaigns can start once it is saved.'),
    );
  });

  it('is not offered before a sender address is set', async () => {
    renderSettings(
      makeSender({ email: null, name: null, verified: false, from: null, postalAddress: null }),
    );
    await screen.findByRole('button', { name: 'Save sender' });
    expect(screen.queryByRole('form', { name: 'Postal address' })).toBeNull();
  });
});

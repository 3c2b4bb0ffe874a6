import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '@app/test/fetch-stub';
import { renderApp } from '@app/test/render-app';

async function fillForm(message = 'Can a Starter plan be paid yearly?') {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Grace Hopper');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'Grace@Example.com');
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Yearly billing');
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), message);
  return user;
}

describe('/contact-us', { timeout: 20_000 }, () => {
  it('sends the message without the honeypot filled and confirms the address', async () => {
    const seen = stubFetch(({ url }) =>
      url === '/api/feedback'
        ? jsonResponse({ received: true }, 202)
        : problemResponse(404, 'Not Found'),
    );
    await renderApp('/contact-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByText(
        'Thanks — we got your message and sent a confirmation to grace@example.com.',
      ),
    ).toBeVisible();
    const sent = seen.find((r) => r.url === '/api/feedback');
    expect(sent).toMatchObject({
      method: 'POST',
      body: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        subject: 'Yearly billing',
        message: 'Can a Starter plan be paid yearly?',
        website: '',
      },
    });
  });

  it('shows the server’s field error under its field from a 400', async () => {
    stubFetch(({ url }) =>
      url === '/api/feedback'
        ? problemResponse(400, 'Your request has invalid fields', {
            errors: [{ path: 'body.email', message: 'This address cannot receive mail' }],
          })
        : problemResponse(404, 'Not Found'),
    );
    await renderApp('/contact-us');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(await screen.findByText('This address cannot receive mail')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/we got your message/)).not.toBeInTheDocument();
  });

  it('names a too short message before sending anything', async () => {
    const seen = stubFetch(() => problemResponse(404, 'Not Found'));
    await renderApp('/contact-us');
    const user = await fillForm('Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Write at least 10 characters')).toBeVisible();
    expect(seen.filter((r) => r.url === '/api/feedback')).toEqual([]);
  });

  it('keeps the honeypot away from people and assistive technology', async () => {
    stubFetch(() => problemResponse(404, 'Not Found'));
    await renderApp('/contact-us');
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    const honeypot = document.querySelector('input[name="website"], input[tabindex="-1"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ContactEmail, EmailSender, EmailTemplate } from '@shared/schemas/email';
import { makeEmailTemplate, makeMail, makePreview, makeSender } from '@app/test/email-fixtures';
import { jsonResponse, problemResponse, stubFetch, type SeenRequest } from '@app/test/fetch-stub';
import { renderWithProviders } from '@app/test/render-with-providers';
import { EmailComposer } from './email-composer';

const jane = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Jane Cooks',
  username: 'jane.cooks',
  platform: 'instagram' as const,
};
const template = makeEmailTemplate();

interface Options {
  contact?: ContactEmail;
  sender?: EmailSender;
  templates?: EmailTemplate[];
  send?: (request: SeenRequest) => Response;
}

function renderComposer({
  contact = { email: 'jane@cooks.example', source: 'profile' },
  sender = makeSender(),
  templates = [template],
  send = () => jsonResponse(makeMail({ status: 'pending' }), 201),
}: Options = {}) {
  const seen = stubFetch((request) => {
    const { url } = request;
    if (url === `/api/influencer/${jane.id}/contact-email`) return jsonResponse(contact);
    if (url === '/api/users/check-email-sender') return jsonResponse(sender);
    if (url === '/api/email-template/preview') return jsonResponse(makePreview());
    if (url === '/api/mail') return send(request);
    return problemResponse(404, 'Not Found');
  });
  const onClose = vi.fn();
  const onSent = vi.fn();
  renderWithProviders(
    <EmailComposer
      influencer={jane}
      opened
      onClose={onClose}
      onSent={onSent}
      templates={templates}
    />,
  );
  const mails = () => seen.filter((r) => r.url === '/api/mail');
  return { seen, mails, onClose, onSent };
}

/** Starts from the user's template (fills subject and message). */
async function pickTemplate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: 'Template' }));
  await user.click(await screen.findByRole('option', { name: template.name }));
}

describe('EmailComposer', { timeout: 20_000 }, () => {
  it('sends a template’s subject and message to the known address and closes', async () => {
    const user = userEvent.setup();
    const { mails, onClose, onSent } = renderComposer();

    const dialog = await screen.findByRole('dialog', { name: 'Email Jane Cooks' });
    expect(await within(dialog).findByText('jane@cooks.example')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('(from their public profile)');
    await pickTemplate(user);
    expect(within(dialog).getByLabelText(/^Subject/)).toHaveValue(template.subject);
    // The template's variable is a chip in the message (and its Liquid tag in what is sent).
    const message = within(dialog).getByRole('textbox', { name: 'Message' });
    await waitFor(() =>
      expect(message).toHaveTextContent('Hi Influencer name, we love your posts.'),
    );
    expect(within(message).getByRole('img', { name: 'Variable: Influencer name' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    expect(onClose).toHaveBeenCalled();
    expect(mails()).toHaveLength(1);
    expect(mails()[0]!.body).toEqual({
      influencerId: jane.id,
      subject: template.subject,
      content: template.content,
    });
  });

  it('asks for an address when none is known and sends it along', async () => {
    const user = userEvent.setup();
    const { mails } = renderComposer({ contact: { email: null, source: null } });

    const to = await screen.findByRole('textbox', { name: /^To/ });
    await pickTemplate(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter the influencer’s email address')).toBeInTheDocument();
    expect(mails()).toEqual([]);

    await user.type(to, 'jane@cooks.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(mails()).toHaveLength(1));
    expect(mails()[0]!.body).toMatchObject({ email: 'jane@cooks.example' });
  });

  it('shows a refused address under the address field', async () => {
    const user = userEvent.setup();
    renderComposer({
      send: () =>
        problemResponse(409, 'Conflict', {
          detail: 'This address unsubscribed from your emails',
          errors: [{ path: 'body.email', message: 'This address unsubscribed from your emails' }],
        }),
    });

    await pickTemplate(user);
    await user.click(await screen.findByRole('button', { name: 'Send' }));

    const to = await screen.findByRole('textbox', { name: /^To/ });
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription(
        expect.stringContaining('This address unsubscribed from your emails'),
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a problem without a field in place', async () => {
    const user = userEvent.setup();
    const { onClose } = renderComposer({
      send: () => problemResponse(429, 'Too Many Requests', { detail: 'Slow down a little.' }),
    });

    await pickTemplate(user);
    await user.click(await screen.findByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Slow down a little.')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says to verify the sender first, links to the sender settings and does not send', async () => {
    renderComposer({ sender: makeSender({ verified: false }) });

    const alert = await screen.findByRole('alert', { name: 'Verify your sender address first' });
    expect(alert).toHaveTextContent('Follow the link we sent to jane@brand.example');
    expect(screen.getByRole('link', { name: 'Open sender settings' })).toHaveAttribute(
      'href',
      '/email?tab=sender',
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('previews the email with the influencer’s details', async () => {
    const user = userEvent.setup();
    const { seen } = renderComposer();

    await pickTemplate(user);
    await user.click(screen.getByRole('switch', { name: /Show preview/ }));

    const preview = await screen.findByRole('region', { name: 'Email preview' });
    await waitFor(() => expect(preview).toHaveTextContent('Subject: Hello Jane Cooks'));
    expect(within(preview).getByTitle('Rendered email')).toHaveAttribute('sandbox', '');
    expect(seen.find((r) => r.url === '/api/email-template/preview')?.body).toEqual({
      subject: template.subject,
      content: template.content,
      influencerId: jane.id,
    });
  });

  it('fetches nothing until it is opened', () => {
    const seen = stubFetch(() => problemResponse(404, 'Not Found'));
    renderWithProviders(<EmailComposer influencer={jane} opened={false} onClose={vi.fn()} />);
    expect(seen).toEqual([]);
  });
});

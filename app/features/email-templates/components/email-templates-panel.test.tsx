import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EmailTemplate } from '@shared/schemas/email';
import { makeEmailTemplate, makePreview } from '@app/test/email-fixtures';
import { jsonResponse, problemResponse, stubFetch, type SeenRequest } from '@app/test/fetch-stub';
import { renderWithProviders } from '@app/test/render-with-providers';
import { EmailTemplatesPanel } from './email-templates-panel';

const mine = makeEmailTemplate();
const shared = makeEmailTemplate({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Gifting offer',
  subject: 'A gift for you',
  content: '<p>We would love to send you {{ discount_code }}.</p>',
  isPublic: true,
  mine: false,
  author: 'Stride',
});
const influencers = [
  { value: '7c9e6679-7425-40de-944b-e07fc1f90ae7', label: 'Jane Cooks (@jane.cooks)' },
  { value: '00000000-0000-4000-8000-000000000002', label: 'Sam Runs (@sam.runs)' },
];

/** The template API over an in-memory list of the user's templates and a gallery. */
function stubTemplates(
  options: { own?: EmailTemplate[]; override?: (r: SeenRequest) => Response | undefined } = {},
) {
  let own = options.own ?? [mine];
  return stubFetch((request) => {
    const overridden = options.override?.(request);
    if (overridden) return overridden;
    const { url, method } = request;
    const body = request.body as Partial<EmailTemplate>;
    if (url === '/api/email-template/user/self') return jsonResponse({ query: own });
    if (url === '/api/email-template/public') return jsonResponse({ query: [shared] });
    if (url === '/api/email-template/preview') return jsonResponse(makePreview());
    if (url === '/api/email-template' && method === 'POST') {
      const created = makeEmailTemplate({
        subject: '',
        ...body,
        id: '22222222-2222-4222-8222-222222222222',
      });
      own = [created, ...own];
      return jsonResponse(created, 201);
    }
    const id = url.startsWith('/api/email-template/') ? url.split('/').at(-1) : undefined;
    if (id && method === 'PATCH') {
      own = own.map((t) => (t.id === id ? { ...t, ...body } : t));
      return jsonResponse(own.find((t) => t.id === id));
    }
    if (id && method === 'DELETE') {
      own = own.filter((t) => t.id !== id);
      return new Response(null, { status: 204 });
    }
    return problemResponse(404, 'Not Found');
  });
}

const renderPanel = () => renderWithProviders(<EmailTemplatesPanel influencers={influencers} />);

/** Opens a new template named `name` and types `keys` (user-event syntax) as its content. */
async function writeNewTemplate(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  keys: string,
) {
  await user.click(await screen.findByRole('button', { name: 'New template' }));
  const form = await screen.findByRole('form', { name: 'New template' });
  await user.type(within(form).getByLabelText(/^Name/), name);
  const content = within(form).getByRole('textbox', { name: 'Content' });
  await user.click(content);
  await user.keyboard(keys);
  return { form, content };
}

describe('EmailTemplatesPanel', { timeout: 20_000 }, () => {
  it('lists the user’s templates and the public gallery', async () => {
    stubTemplates();
    renderPanel();

    const table = await screen.findByRole('table', { name: 'Your templates' });
    const row = within(table).getByRole('row', { name: /First contact/ });
    expect(row).toHaveTextContent('Hello {{ influencer.name }}');
    expect(row).toHaveTextContent('Private');
    expect(row).toHaveTextContent('Hi {{ influencer.name }}, we love your posts.');

    const card = await screen.findByRole('article', { name: 'Gifting offer' });
    expect(card).toHaveTextContent('By Stride');
    expect(card).toHaveTextContent('A gift for you');
  });

  it('writes a new template with a variable and saves it', async () => {
    const user = userEvent.setup();
    const seen = stubTemplates({ own: [] });
    renderPanel();

    expect(await screen.findByText('No templates yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Write your first template' }));
    const form = await screen.findByRole('form', { name: 'New template' });
    await user.type(within(form).getByLabelText(/^Name/), 'Intro');
    await user.type(within(form).getByLabelText(/^Subject/), 'Hi there');
    await user.click(within(form).getByRole('button', { name: 'Insert variable' }));
    await user.click(await screen.findByRole('menuitem', { name: /Influencer name/ }));
    await user.click(within(form).getByRole('switch', { name: /Share in the public gallery/ }));
    await user.click(within(form).getByRole('button', { name: 'Save template' }));

    await waitFor(() =>
      expect(
        seen.find((r) => r.method === 'POST' && r.url === '/api/email-template')?.body,
      ).toEqual({
        name: 'Intro',
        subject: 'Hi there',
        content: '<p>{{ influencer.name }}</p>',
        isPublic: true,
      }),
    );
    const table = await screen.findByRole('table', { name: 'Your templates' });
    expect(within(table).getByRole('row', { name: /Intro/ })).toHaveTextContent('Public');
  });

  it('saves a variable typed by hand as its Liquid tag, shown as a chip and never as a link', async () => {
    const user = userEvent.setup();
    const seen = stubTemplates({ own: [] });
    renderPanel();

    // `{{` types one brace in user-event's syntax.
    const { form, content } = await writeNewTemplate(
      user,
      'Typed',
      'Hi {{{{ influencer.name }}, welcome',
    );
    expect(
      await within(content).findByRole('img', { name: 'Variable: Influencer name' }),
    ).toBeVisible();
    expect(content.querySelector('a')).toBeNull();
    // The preview is asked for the Liquid tag, which the server renders with a real name.
    await waitFor(() =>
      expect(
        seen.filter((r) => r.url === '/api/email-template/preview').at(-1)?.body,
      ).toMatchObject({ content: '<p>Hi {{ influencer.name }}, welcome</p>' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Save template' }));

    await waitFor(() =>
      expect(
        seen.find((r) => r.method === 'POST' && r.url === '/api/email-template')?.body,
      ).toMatchObject({ name: 'Typed', content: '<p>Hi {{ influencer.name }}, welcome</p>' }),
    );
  });

  it('reopens a saved template with its variables as chips and saves the same Liquid back', async () => {
    const user = userEvent.setup();
    const saved = makeEmailTemplate({
      content:
        '<p>Hi <strong>{{ influencer.name }}</strong>, use {{ discount_code }}.</p>' +
        '<p><a target="_blank" rel="noopener noreferrer nofollow" href="{{ unsubscribe_url }}">Unsubscribe</a></p>',
    });
    const seen = stubTemplates({ own: [saved] });
    renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Edit First contact' }));
    const form = await screen.findByRole('form', { name: 'Edit template' });
    const content = within(form).getByRole('textbox', { name: 'Content' });
    expect(
      await within(content).findByRole('img', { name: 'Variable: Influencer name' }),
    ).toBeVisible();
    expect(within(content).getByRole('img', { name: 'Variable: Discount code' })).toBeVisible();
    expect(content).not.toHaveTextContent('{{');
    // An edit in the editor, so what is saved is the editor's own HTML.
    await user.click(content);
    await user.keyboard('Dear ');
    await user.click(within(form).getByRole('button', { name: 'Save template' }));

    await waitFor(() =>
      expect(seen.find((r) => r.method === 'PATCH')?.body).toMatchObject({
        content: `<p>Dear ${saved.content.slice('<p>'.length)}`,
      }),
    );
  });

  it('keeps an unknown variable as text and shows the server’s answer under Content', async () => {
    const user = userEvent.setup();
    stubTemplates({
      own: [],
      override: (request) =>
        request.method === 'POST' && request.url === '/api/email-template'
          ? problemResponse(400, 'Bad Request', {
              errors: [
                {
                  path: 'body.content',
                  message: 'Unknown variables: coupon (use influencer.name, …)',
                },
              ],
            })
          : undefined,
    });
    renderPanel();

    const { form, content } = await writeNewTemplate(user, 'Unknown', 'Use {{{{ coupon }}');
    await user.click(within(form).getByRole('button', { name: 'Save template' }));

    expect(
      await within(form).findByText('Unknown variables: coupon (use influencer.name, …)'),
    ).toBeVisible();
    expect(content).toHaveAccessibleDescription(
      'Unknown variables: coupon (use influencer.name, …)',
    );
    expect(content).toHaveTextContent('Use {{ coupon }}');
    expect(within(content).queryByRole('img')).toBeNull();
  });

  it('asks for a name and content before saving', async () => {
    const user = userEvent.setup();
    const seen = stubTemplates();
    renderPanel();

    await user.click(await screen.findByRole('button', { name: 'New template' }));
    await user.click(await screen.findByRole('button', { name: 'Save template' }));

    expect(await screen.findByText('Write the email')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(seen.filter((r) => r.method === 'POST' && r.url === '/api/email-template')).toEqual([]);
  });

  it('shows the server’s field error under its field', async () => {
    const user = userEvent.setup();
    stubTemplates({
      override: (request) =>
        request.method === 'PATCH'
          ? problemResponse(400, 'Bad Request', {
              errors: [{ path: 'body.name', message: 'Too long for a name' }],
            })
          : undefined,
    });
    renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Edit First contact' }));
    const form = await screen.findByRole('form', { name: 'Edit template' });
    await user.click(within(form).getByRole('button', { name: 'Save template' }));

    expect(await within(form).findByText('Too long for a name')).toBeInTheDocument();
  });

  it('renders a live preview for the chosen influencer and warns about unknown variables', async () => {
    const user = userEvent.setup();
    const seen = stubTemplates({
      override: (request) =>
        request.url === '/api/email-template/preview'
          ? jsonResponse(
              makePreview({
                subject: 'Hello Sam Runs',
                html: '<p>Hi Sam Runs {{ influencer.age }}</p>',
                unknownVariables: ['influencer.age'],
                errors: ['Unclosed tag at line 2'],
              }),
            )
          : undefined,
    });
    renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Edit First contact' }));
    await user.click(await screen.findByRole('combobox', { name: 'Preview for' }));
    await user.click(await screen.findByRole('option', { name: 'Sam Runs (@sam.runs)' }));

    const preview = await screen.findByRole('region', { name: 'Email preview' });
    await waitFor(() => expect(preview).toHaveTextContent('Subject: Hello Sam Runs'));
    expect(within(preview).getByText(/\{\{ influencer\.age \}\} is not supported/)).toBeVisible();
    expect(within(preview).getByText('Unclosed tag at line 2')).toBeVisible();
    const frame = within(preview).getByTitle('Rendered email');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Hi Sam Runs {{ influencer.age }}</p>');
    expect(seen.filter((r) => r.url === '/api/email-template/preview').at(-1)?.body).toEqual({
      subject: mine.subject,
      content: mine.content,
      influencerId: influencers[1]!.value,
    });
  });

  it('renders the preview once typing pauses, not on every keystroke', async () => {
    const user = userEvent.setup();
    const seen = stubTemplates();
    renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Edit First contact' }));
    await user.type(await screen.findByLabelText(/^Subject/), '!!!');

    const subjects = () =>
      seen
        .filter((r) => r.url === '/api/email-template/preview')
        .map((r) => (r.body as { subject: string }).subject);
    await waitFor(() => expect(subjects()).toContain(`${mine.subject}!!!`));
    expect(subjects()).not.toContain(`${mine.subject}!`);
    expect(subjects()).not.toContain(`${mine.subject}!!`);
  });

  it('copies a gallery template as a private template and opens it', async () => {
    const user = userEvent.setup();
    const seen = stubTemplates();
    renderPanel();

    const card = await screen.findByRole('article', { name: 'Gifting offer' });
    await user.click(within(card).getByRole('button', { name: 'Use a copy of Gifting offer' }));

    expect(await screen.findByRole('form', { name: 'Edit template' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Gifting offer (copy)');
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Gifting offer (copy)',
      subject: 'A gift for you',
      content: shared.content,
      isPublic: false,
    });
  });

  it('deletes a template after confirmation', async () => {
    const user = userEvent.setup();
    const seen = stubTemplates();
    renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Delete First contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “First contact”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No templates yet')).toBeInTheDocument();
    expect(
      seen.some((r) => r.method === 'DELETE' && r.url === `/api/email-template/${mine.id}`),
    ).toBe(true);
  });
});

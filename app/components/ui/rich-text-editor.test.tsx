import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@app/test/render-with-providers';
import { RichTextEditor } from './rich-text-editor';

/** The HTML the editor last reported. */
const lastHtml = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall?.[0] as string;

/** The editor kept in state, with a button that replaces its value from outside. */
function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Email"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>From a template</p>')}>
        Load template
      </button>
    </>
  );
}

describe('RichTextEditor', () => {
  it('shows the HTML it is given in a labelled text area with formatting controls', async () => {
    renderWithProviders(
      <RichTextEditor
        label="Email"
        value="<p>Hello <strong>Jane</strong></p>"
        onChange={vi.fn()}
      />,
    );

    const area = await screen.findByRole('textbox', { name: 'Email' });
    expect(area).toHaveTextContent('Hello Jane');
    expect(area.querySelector('strong')).toHaveTextContent('Jane');
    for (const control of [
      'Bold',
      'Italic',
      'Underline',
      'Bullet list',
      'Ordered list',
      'Link',
      'Heading 2',
    ])
      expect(screen.getByRole('button', { name: control })).toBeInTheDocument();
  });

  it('inserts a chosen variable as a chip and reports it as its Liquid tag', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial="<p>, welcome!</p>" onChange={onChange} />);

    await user.click(await screen.findByRole('button', { name: 'Insert variable' }));
    await user.click(await screen.findByRole('menuitem', { name: /Influencer name/ }));

    await waitFor(() => expect(onChange).toHaveBeenCalled());
    // At the cursor, which is at the start.
    expect(lastHtml(onChange)).toBe('<p>{{ influencer.name }}, welcome!</p>');
    const area = screen.getByRole('textbox', { name: 'Email' });
    expect(within(area).getByRole('img', { name: 'Variable: Influencer name' })).toHaveTextContent(
      'Influencer name',
    );
  });

  it('offers every supported variable', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RichTextEditor value="" onChange={vi.fn()} />);

    await user.click(await screen.findByRole('button', { name: 'Insert variable' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Influencer name {{ influencer.name }}',
      'Influencer username {{ influencer.username }}',
      'Your sender name {{ sender.name }}',
      'Campaign name {{ campaign.name }}',
      'Discount code {{ discount_code }}',
      'Unsubscribe link {{ unsubscribe_url }}',
    ]);
  });

  it('takes a value set from outside without reporting it back as an edit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial="" onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Load template' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveTextContent('From a template'),
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows its error and marks the text area invalid', async () => {
    renderWithProviders(
      <RichTextEditor label="Email" value="" onChange={vi.fn()} error="Write the email" />,
    );

    const area = await screen.findByRole('textbox', { name: 'Email' });
    expect(screen.getByText('Write the email')).toBeInTheDocument();
    await waitFor(() => expect(area).toHaveAttribute('aria-invalid', 'true'));
    expect(area).toHaveAccessibleDescription('Write the email');
  });

  describe('template variables', () => {
    /** An empty editor with the cursor in it; returns its text area. */
    async function focusedEditor(onChange: (html: string) => void, initial = '') {
      const user = userEvent.setup();
      renderWithProviders(<Harness initial={initial} onChange={onChange} />);
      const area = await screen.findByRole('textbox', { name: 'Email' });
      await user.click(area);
      return { user, area };
    }

    it('turns a variable typed by hand into a chip, never a link (spaces optional)', async () => {
      const onChange = vi.fn();
      const { user, area } = await focusedEditor(onChange);

      // `{{` types one brace in user-event's syntax.
      await user.keyboard('Hi {{{{ influencer.name }}, from {{{{sender.name}} ');

      await waitFor(() =>
        expect(lastHtml(onChange)).toBe('<p>Hi {{ influencer.name }}, from {{ sender.name }} </p>'),
      );
      expect(within(area).getByRole('img', { name: 'Variable: Influencer name' })).toBeVisible();
      expect(within(area).getByRole('img', { name: 'Variable: Your sender name' })).toBeVisible();
      expect(area.querySelector('a')).toBeNull();
    });

    it('never autolinks a variable’s name, while ordinary addresses still become links', async () => {
      const onChange = vi.fn();
      const { user, area } = await focusedEditor(onChange);

      // The state the bug came from: the name typed, the braces not closed yet.
      await user.keyboard('{{{{ campaign.name and shop.example.com ');

      await waitFor(() => expect(area.querySelector('a')).toHaveTextContent('shop.example.com'));
      expect(area.querySelectorAll('a')).toHaveLength(1);
      expect(lastHtml(onChange)).toContain('{{ campaign.name and ');
    });

    it('keeps an unknown variable as plain text, without a link inside the braces', async () => {
      const onChange = vi.fn();
      const { user, area } = await focusedEditor(onChange);

      await user.keyboard('Use {{{{ brand.name }} today');

      await waitFor(() => expect(lastHtml(onChange)).toBe('<p>Use {{ brand.name }} today</p>'));
      expect(within(area).queryByRole('img')).toBeNull();
      expect(area.querySelector('a')).toBeNull();
    });

    it('turns pasted variables into chips and leaves the rest of the text as pasted', async () => {
      const onChange = vi.fn();
      const { user, area } = await focusedEditor(onChange);

      await user.paste('Dear {{influencer.username}}, use {{  discount_code  }} or {{ coupon }}.');

      await waitFor(() =>
        expect(lastHtml(onChange)).toBe(
          '<p>Dear {{ influencer.username }}, use {{ discount_code }} or {{ coupon }}.</p>',
        ),
      );
      expect(
        within(area)
          .getAllByRole('img')
          .map((chip) => chip.getAttribute('aria-label')),
      ).toEqual(['Variable: Influencer username', 'Variable: Discount code']);
      expect(area.querySelector('a')).toBeNull();
    });

    it('deletes a chip with one Backspace', async () => {
      const onChange = vi.fn();
      const { user, area } = await focusedEditor(onChange);
      await user.keyboard('Hi {{{{ influencer.name }}');
      await within(area).findByRole('img', { name: 'Variable: Influencer name' });

      await user.keyboard('{Backspace}');

      await waitFor(() => expect(lastHtml(onChange)).toBe('<p>Hi </p>'));
      expect(within(area).queryByRole('img')).toBeNull();
    });

    it('shows the variables of loaded HTML as chips and reports the same HTML back', async () => {
      const linkAttributes = 'target="_blank" rel="noopener noreferrer nofollow"';
      const onChange = vi.fn();
      const saved =
        '<p>Hi <strong>{{ influencer.name }}</strong>, code {{discount_code}}</p>' +
        `<p><a ${linkAttributes} href="https://shop.example">Shop as {{ influencer.username }}</a></p>` +
        `<p><a ${linkAttributes} href="{{ unsubscribe_url }}">Unsubscribe</a></p>`;
      const { user, area } = await focusedEditor(onChange, saved);

      const name = await within(area).findByRole('img', { name: 'Variable: Influencer name' });
      expect(name.closest('strong')).not.toBeNull();
      expect(within(area).getByRole('img', { name: 'Variable: Discount code' })).toBeVisible();
      expect(within(area).getByRole('link', { name: 'Unsubscribe' })).toBeVisible();
      // A link written around a variable keeps it.
      expect(within(area).getByRole('link', { name: /^Shop as/ })).toContainElement(
        within(area).getByRole('img', { name: 'Variable: Influencer username' }),
      );
      expect(onChange).not.toHaveBeenCalled();

      // The click left the cursor at the start.
      await user.keyboard('!');

      await waitFor(() =>
        expect(lastHtml(onChange)).toBe(
          '<p>!Hi <strong>{{ influencer.name }}</strong>, code {{ discount_code }}</p>' +
            `<p><a ${linkAttributes} href="https://shop.example">Shop as {{ influencer.username }}</a></p>` +
            `<p><a ${linkAttributes} href="{{ unsubscribe_url }}">Unsubscribe</a></p>`,
        ),
      );
    });

    it('turns the variables of a value set from outside into chips', async () => {
      const user = userEvent.setup();
      function Outside() {
        const [value, setValue] = useState('');
        return (
          <>
            <RichTextEditor label="Email" value={value} onChange={setValue} />
            <button type="button" onClick={() => setValue('<p>Hello {{ influencer.name }}</p>')}>
              Pick template
            </button>
          </>
        );
      }
      renderWithProviders(<Outside />);

      await user.click(await screen.findByRole('button', { name: 'Pick template' }));

      const area = screen.getByRole('textbox', { name: 'Email' });
      expect(
        await within(area).findByRole('img', { name: 'Variable: Influencer name' }),
      ).toBeVisible();
      expect(area).not.toHaveTextContent('{{');
    });
  });
});

import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@app/test/render-with-providers';
import { RichTextEditor } from './rich-text-editor';

beforeAll(() => configure({ asyncUtilTimeout: 4000 }));

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

  it('inserts a chosen variable as a Liquid tag and reports the new HTML', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial="<p>Hi </p>" onChange={onChange} />);

    await user.click(await screen.findByRole('button', { name: 'Insert variable' }));
    await user.click(await screen.findByRole('menuitem', { name: /Influencer name/ }));

    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toContain('{{ influencer.name }}');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveTextContent(
      '{{ influencer.name }}',
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
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@app/test/render-with-providers';
import { EmailKnownIndicator } from './email-known-indicator';

describe('EmailKnownIndicator', () => {
  it('says an email is known to the signed-in user, with a tooltip', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EmailKnownIndicator influencer={{ hasEmail: false, emailKnown: true }} />);
    const icon = screen.getByRole('img', { name: 'Email known' });
    await user.hover(icon);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Email known');
  });

  it('says when no email is on record for the signed-in user', () => {
    renderWithProviders(
      <EmailKnownIndicator influencer={{ hasEmail: false, emailKnown: false }} />,
    );
    expect(screen.getByRole('img', { name: 'No email on record' })).toBeInTheDocument();
  });

  it('shows visitors only a public address, and nothing otherwise', () => {
    const { unmount } = renderWithProviders(
      <EmailKnownIndicator influencer={{ hasEmail: true }} />,
    );
    expect(screen.getByRole('img', { name: 'Email known' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<EmailKnownIndicator influencer={{ hasEmail: false }} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

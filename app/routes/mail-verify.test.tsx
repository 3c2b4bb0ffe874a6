import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@app/test/render-app';

describe('/mail-verify', () => {
  it('sends a person without sign-up details back to the sign-up form', async () => {
    await renderApp('/mail-verify');
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign up' })).toHaveAttribute(
      'href',
      '/login?mode=signup',
    );
  });
});

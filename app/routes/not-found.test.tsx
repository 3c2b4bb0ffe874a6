import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@app/test/fixtures';
import { renderApp } from '@app/test/render-app';

describe('unknown addresses', () => {
  it('show a 404 page with a link home to a signed-in user', async () => {
    await renderApp('/this/does/not/exist', { user: makeUser() });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  });

  it('show the 404 page on a public-looking path for a visitor', async () => {
    await renderApp('/resources/unknown-guide');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

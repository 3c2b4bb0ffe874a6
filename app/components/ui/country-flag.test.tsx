import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountryFlag } from './country-flag';

describe('CountryFlag', () => {
  it('draws the SVG flag of a code, hidden beside the name it goes with', async () => {
    const { container } = render(
      <p>
        <CountryFlag code="pt" /> Portugal
      </p>,
    );
    const flag = container.querySelector('[data-flag="PT"]')!;
    expect(flag).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(flag.querySelector('img')).toHaveAttribute('src'));
    expect(flag.querySelector('img')!.getAttribute('src')).toMatch(/PT[^/]*\.svg/);
    expect(container).toHaveTextContent(/^Portugal$/);
  });

  it('is named by the country when it stands alone', async () => {
    render(<CountryFlag code="US" named />);
    expect(screen.getByRole('img', { name: 'United States' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'United States' }).querySelector('img')).toBeTruthy(),
    );
  });

  it('draws nothing for a code without a flag', async () => {
    const { container } = render(
      <>
        <CountryFlag code="USA" />
        <CountryFlag code="QQ" />
      </>,
    );
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@app/test/render-with-providers';
import { CopyButton, CopyIconButton } from './copy-button';

beforeEach(() => {
  // user-event's clipboard stands in for the browser's; the click itself is a plain event, since
  // Testing Library's async wrapper waits on a real timer that Vitest's fake timers would stop.
  userEvent.setup();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

/** Clicks and lets the clipboard's promise settle. */
async function click(button: HTMLElement) {
  fireEvent.click(button);
  await act(async () => {});
}

describe('CopyIconButton', () => {
  it('copies the value and reads "Copied" until 3 s have passed, then offers to copy again', async () => {
    renderWithProviders(
      <CopyIconButton
        value="https://collabify.example/s/abc"
        label="Copy the tracking link"
        copiedLabel="Copied the tracking link"
      />,
    );

    await click(screen.getByRole('button', { name: 'Copy the tracking link' }));
    expect(await navigator.clipboard.readText()).toBe('https://collabify.example/s/abc');
    expect(screen.getByRole('button', { name: 'Copied the tracking link' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.getByRole('button', { name: 'Copied the tracking link' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'Copy the tracking link' })).toBeInTheDocument();
  });
});

describe('CopyButton', () => {
  it('keeps a drawn confirmation for 3 s, not Mantine’s default', async () => {
    renderWithProviders(
      <CopyButton value="SUMMER10">
        {({ copied, copy }) => (
          <button type="button" onClick={copy}>
            {copied ? 'Copied' : 'Copy link'}
          </button>
        )}
      </CopyButton>,
    );

    await click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('SUMMER10');
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});

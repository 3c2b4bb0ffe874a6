import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOnFirstInput } from './start-on-input';

/** A start function the test resolves when it wants the app to be "running". */
function deferredStart() {
  let running!: () => void;
  const start = vi.fn(() => new Promise<void>((resolve) => (running = resolve)));
  return { start, run: async () => running() };
}

/** Lets the promise chain after `start` resolving run (the replay happens there). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// startOnFirstInput's listeners stay on the window it is given, so each test gives it a window of
// its own (an iframe's), removed after the test.
function freshWindow() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow as Window & typeof globalThis;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('startOnFirstInput', () => {
  it('starts the app on the first input, once, and not before', () => {
    const win = freshWindow();
    const { start } = deferredStart();
    startOnFirstInput(win, start);
    expect(start).not.toHaveBeenCalled();

    win.dispatchEvent(new win.Event('pointermove'));
    win.document.body.dispatchEvent(new win.Event('keydown', { bubbles: true }));
    win.dispatchEvent(new win.Event('touchstart'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a button click made before the app runs and clicks the same element once it does', async () => {
    const win = freshWindow();
    win.document.body.innerHTML =
      '<button type="button"><svg aria-hidden="true"><path d="M0 0h4"/></svg>HELP</button>';
    const button = win.document.querySelector('button')!;
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    const { start, run } = deferredStart();
    startOnFirstInput(win, start);

    const early = new win.MouseEvent('click', { bubbles: true, cancelable: true });
    // On the button's icon: an SVG element, which has no click() of its own.
    win.document.querySelector('path')!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
    // A script's click() comes without pointer events: the click itself started the app.
    expect(start).toHaveBeenCalledTimes(1);

    await run();
    await settle();
    expect(onClick).toHaveBeenCalledTimes(1);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('leaves a click on a link to the browser', () => {
    const win = freshWindow();
    win.document.body.innerHTML = '<a href="/pricing"><span>Pricing</span></a>';
    startOnFirstInput(win, deferredStart().start);

    const click = new win.MouseEvent('click', { bubbles: true, cancelable: true });
    win.document.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('holds a form submitted before the app runs and submits it again with its submitter', async () => {
    const win = freshWindow();
    win.document.body.innerHTML =
      '<form><button name="plan" value="pro">Choose</button><button name="plan" value="free">Free</button></form>';
    const form = win.document.querySelector('form')!;
    const submitted: (string | undefined)[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push((event.submitter as HTMLButtonElement | null)?.value);
    });
    const { start, run } = deferredStart();
    startOnFirstInput(win, start);

    form.requestSubmit(win.document.querySelector<HTMLButtonElement>('[value=free]'));
    expect(submitted).toEqual([]);
    expect(start).toHaveBeenCalledTimes(1);

    await run();
    await settle();
    expect(submitted).toEqual(['free']);
  });

  it('does not replay a click whose element left the page before the app ran', async () => {
    const win = freshWindow();
    win.document.body.innerHTML = '<button type="button">Close</button>';
    const button = win.document.querySelector('button')!;
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    const { start, run } = deferredStart();
    startOnFirstInput(win, start);

    button.click();
    button.remove();
    await run();
    await settle();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('tries again on the next input when the app’s script did not load', async () => {
    const win = freshWindow();
    const failed = new Error('Failed to fetch dynamically imported module');
    const start = vi.fn<() => Promise<void>>().mockRejectedValueOnce(failed).mockResolvedValue();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startOnFirstInput(win, start);
      win.dispatchEvent(new win.Event('pointermove'));
      await settle();
      expect(unhandled).toHaveBeenCalledWith(failed, expect.anything());

      win.dispatchEvent(new win.Event('keydown'));
      expect(start).toHaveBeenCalledTimes(2);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle } from './when-idle';

/** A window of its own (an iframe's), whose load state the test controls. */
function frameWindow(readyState: DocumentReadyState) {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const win = frame.contentWindow as Window & typeof globalThis;
  Object.defineProperty(win.document, 'readyState', { value: readyState, configurable: true });
  return win;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('afterLoadWhenIdle', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const win = frameWindow('interactive');
    const idle: IdleRequestCallback[] = [];
    win.requestIdleCallback = vi.fn((callback: IdleRequestCallback) => idle.push(callback));
    const callback = vi.fn();

    afterLoadWhenIdle(win, callback);
    expect(win.requestIdleCallback).not.toHaveBeenCalled();
    win.dispatchEvent(new win.Event('load'));
    expect(win.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 });
    expect(callback).not.toHaveBeenCalled();
    idle[0]!({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('on a page already loaded, asks for idle time at once', () => {
    const win = frameWindow('complete');
    win.requestIdleCallback = vi.fn(() => 1);
    afterLoadWhenIdle(win, vi.fn());
    expect(win.requestIdleCallback).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback, runs in the task after the load', () => {
    vi.useFakeTimers();
    const win = frameWindow('complete');
    Object.defineProperty(win, 'requestIdleCallback', { value: undefined, configurable: true });
    const callback = vi.fn();
    // The iframe's own timers are not faked: give it the faked ones of the test's window.
    win.setTimeout = window.setTimeout.bind(window) as typeof win.setTimeout;
    afterLoadWhenIdle(win, callback);
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

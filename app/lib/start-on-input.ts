/**
 * Input that shows a person is about to use the page: a pointer moving or pressed, a touch
 * (scrolling on a phone starts with one), a wheel turn, a key, focus moving in.
 */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'];

/**
 * Starts the app on a server-drawn page when the visitor first shows intent to use it (see
 * INTENT_EVENTS), not as the page loads: reading the page needs no script, its links are plain
 * links, and a visitor who only reads never pays for evaluating and hydrating the app (the
 * "import on interaction" pattern, patterns.dev; Angular's hydration on interaction, with its
 * event replay, is the same idea).
 *
 * A click or a form submission that comes before the app runs is held (its default prevented,
 * other listeners not called) and done again on the same element once `start` resolves, so a
 * button pressed early still does what it says; a click on a link is left to the browser, which
 * loads the linked page (drawn by the server too). Only the latest held click and submission
 * are replayed, and only if their elements are still in the page. A held click or submission
 * also starts the app (a script's `click()` comes without any pointer event). When `start`
 * rejects (the app's script did not load), its error is rethrown and the next input tries again.
 */
export function startOnFirstInput(
  target: Window & typeof globalThis,
  start: () => Promise<void>,
): void {
  let started = false;
  let heldClick: Element | null = null;
  let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

  const listenForIntent = (listening: boolean) => {
    for (const type of INTENT_EVENTS) {
      if (listening) target.addEventListener(type, begin, { capture: true, passive: true });
      else target.removeEventListener(type, begin, true);
    }
  };
  const replay = () => {
    target.removeEventListener('click', holdClick, true);
    target.removeEventListener('submit', holdSubmit, true);
    if (heldClick?.isConnected) {
      heldClick.dispatchEvent(new target.MouseEvent('click', { bubbles: true, cancelable: true }));
    }
    if (heldSubmit?.form.isConnected) heldSubmit.form.requestSubmit(heldSubmit.submitter);
  };
  function begin() {
    if (started) return;
    started = true;
    listenForIntent(false);
    void start().then(replay, (error: unknown) => {
      // The app's script did not load (a network blip, say): the next input tries again.
      started = false;
      listenForIntent(true);
      throw error;
    });
  }
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    begin();
  };
  const holdClick = (event: Event) => {
    const element = event.target instanceof target.Element ? event.target : null;
    if (!element || element.closest('a[href]')) return;
    heldClick = element;
    hold(event);
  };
  const holdSubmit = (event: Event) => {
    if (!(event.target instanceof target.HTMLFormElement)) return;
    const { submitter } = event as SubmitEvent;
    heldSubmit = { form: event.target, submitter };
    hold(event);
  };

  listenForIntent(true);
  target.addEventListener('click', holdClick, true);
  target.addEventListener('submit', holdSubmit, true);
}

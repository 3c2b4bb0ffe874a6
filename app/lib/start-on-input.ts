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
 * also starts the app (a script's `click()` comes without any pointer event).
 */
export function startOnFirstInput(
  target: Window & typeof globalThis,
  start: () => Promise<void>,
): void {
  let started = false;
  let running = false;
  let heldClick: Element | null = null;
  let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

  const begin = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) target.removeEventListener(type, begin, true);
    void start().then(() => {
      running = true;
      target.removeEventListener('click', holdClick, true);
      target.removeEventListener('submit', holdSubmit, true);
      if (heldClick?.isConnected) {
        heldClick.dispatchEvent(
          new target.MouseEvent('click', { bubbles: true, cancelable: true }),
        );
      }
      if (heldSubmit?.form.isConnected) heldSubmit.form.requestSubmit(heldSubmit.submitter);
    });
  };
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    begin();
  };
  const holdClick = (event: Event) => {
    const element = event.target instanceof target.Element ? event.target : null;
    if (running || !element || element.closest('a[href]')) return;
    heldClick = element;
    hold(event);
  };
  const holdSubmit = (event: Event) => {
    if (running || !(event.target instanceof target.HTMLFormElement)) return;
    const { submitter } = event as SubmitEvent;
    heldSubmit = { form: event.target, submitter };
    hold(event);
  };

  for (const type of INTENT_EVENTS) {
    target.addEventListener(type, begin, { capture: true, passive: true });
  }
  target.addEventListener('click', holdClick, true);
  target.addEventListener('submit', holdSubmit, true);
}

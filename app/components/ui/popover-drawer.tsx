import { CloseButton } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import classes from './popover-drawer.module.css';

/** Props of {@link PopoverDrawer}. */
export interface PopoverDrawerProps {
  /** The element's id, which the buttons that open it name ({@link popoverDrawerTrigger}). */
  id: string;
  title: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  children: ReactNode;
}

/**
 * Props that make a button open the {@link PopoverDrawer} with this `id` (HTML `popovertarget`):
 * the browser opens it on a click, with or without the app running, and exposes the button as
 * expanded while it is open.
 */
export function popoverDrawerTrigger(id: string) {
  return { popoverTarget: id, 'aria-haspopup': 'dialog' } as const;
}

/** Sets the `autofocus` attribute, which React leaves out when the browser renders an element. */
const markAutofocus = (element: HTMLElement | null) => element?.setAttribute('autofocus', '');

/**
 * A drawer on the right side of the screen that the browser itself opens and closes: an HTML
 * popover (`popover="auto"`, Baseline 2024), not React state. A page the server drew therefore
 * opens it on the first tap, before the app has loaded, and the same markup keeps working once the
 * app has hydrated it (nothing in it depends on which of them drew it). The browser closes it on
 * Escape, on a tap outside it and with its close button; it moves focus to the close button when it
 * opens (`autofocus`) and back to the button that opened it when it closes. Following a link in it
 * closes it (in the app a link does not load a new page). Unlike Mantine's Drawer it does not lock
 * the page's scrolling or trap focus: it is a popover, not a modal dialog.
 */
export function PopoverDrawer({ id, title, closeLabel, children }: PopoverDrawerProps) {
  const titleId = `${id}-title`;
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]'))
      event.currentTarget.hidePopover();
  };
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={titleId}
      className={classes.drawer}
      onClick={closeOnLink}
    >
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {title}
        </h2>
        <CloseButton
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label={closeLabel}
          // Focus moves here when the browser shows the popover (its focusing steps read the
          // attribute): the server writes it for `autoFocus`; React, rendering in the browser,
          // only calls focus() at mount instead, so the attribute is set there too.
          autoFocus
          ref={markAutofocus}
        />
      </div>
      <div className={classes.body}>{children}</div>
    </div>
  );
}

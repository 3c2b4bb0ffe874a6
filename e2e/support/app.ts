import { expect, type Page } from '@playwright/test';

/** The app the e2e suite starts (playwright.config.ts): its port and the address the browser uses. */
export const E2E_APP = {
  port: Number(process.env.E2E_PORT ?? 3100),
  get origin() {
    return `http://127.0.0.1:${this.port}`;
  },
};

/**
 * Opens `path` and waits until the app has taken the page over (`<html data-app-running>`, set
 * by app/hydration.ts). A page the server draws for a visitor is plain HTML until the visitor's
 * first input starts the app (app/boot.ts), so this moves the mouse as a person would; until
 * then a link loads a new page, and a button clicked is held and clicked again once the app runs.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.mouse.move(1, 1);
  await expect(page.locator('html[data-app-running]')).toBeAttached();
}

import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-error';
import { reportPlanLimit } from './plan-limit';

/**
 * Shows a red notification explaining `error` (the problem's detail, else its title). A plan
 * limit (402) opens the upgrade prompt instead.
 */
export function notifyError(error: unknown, title = 'Something went wrong'): void {
  if (reportPlanLimit(error)) return;
  notifications.show({ color: 'red', title, message: errorMessage(error) });
}

/** Shows a green confirmation notification. */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message });
}

/** What {@link runNotified} says: on success (a message, and a title if any), or on failure. */
export interface NotifiedMessages {
  success: string;
  successTitle?: string;
  /** The red notification's title ("Could not delete the campaign"). */
  failure: string;
}

/**
 * Runs `action` and says how it went: a green notification, or the error in a red one
 * ({@link notifyError}). Resolves to whether it succeeded; never rejects.
 */
export async function runNotified(
  action: () => Promise<unknown>,
  { success, successTitle, failure }: NotifiedMessages,
): Promise<boolean> {
  try {
    await action();
  } catch (error) {
    notifyError(error, failure);
    return false;
  }
  notifySuccess(success, successTitle);
  return true;
}

/**
 * Deletes a named thing through `remove` and says so: "Deleted “name”.", or the error under
 * "Could not delete the <noun>". Resolves to whether it was deleted; never rejects.
 */
export function deleteNotified(
  remove: () => Promise<unknown>,
  name: string,
  noun: string,
): Promise<boolean> {
  return runNotified(remove, {
    success: `Deleted “${name}”.`,
    failure: `Could not delete the ${noun}`,
  });
}

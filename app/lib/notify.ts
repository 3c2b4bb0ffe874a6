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

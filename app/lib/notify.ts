import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-error';

/** Shows a red notification explaining `error` (the problem's detail, else its title). */
export function notifyError(error: unknown, title = 'Something went wrong'): void {
  notifications.show({ color: 'red', title, message: errorMessage(error) });
}

/** Shows a green confirmation notification. */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message });
}

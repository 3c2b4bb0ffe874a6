import { Notifications } from '@mantine/notifications';

/**
 * Mantine's toasts (`notifications.show`, app/lib/notify.ts), top right, each closing after 3 s.
 * Its own module so the app can load it after its first render (app/provider.tsx).
 */
export function Toasts() {
  return <Notifications position="top-right" autoClose={3000} />;
}

import { AdminPage } from '@app/components/ui/admin-page';
import { RefreshQueueStatusView } from '@app/features/discovery/components/refresh-queue-status';

/**
 * `/admin/data-refresh` (admins): the provider refresh queue by state, and each provider's
 * configuration, quota used today and pause.
 */
export function AdminDataRefreshPage() {
  return (
    <AdminPage
      title="Data refresh"
      description="Refreshes of profiles from the YouTube Data API and Instagram business discovery: the queue, each provider's quota today and any pause."
    >
      <RefreshQueueStatusView />
    </AdminPage>
  );
}

import { AdminPage } from '@app/components/ui/admin-page';
import { ProfileRequestsTable } from '@app/features/profile-requests/components/profile-requests-table';

/** `/admin/profile-requests` (admins): creators' removal and correction requests with their outcome. */
export function AdminProfileRequestsPage() {
  return (
    <AdminPage
      title="Profile requests"
      description="Creators' requests to remove or correct their profile, newest first. Removed accounts are skipped by every later import."
    >
      <ProfileRequestsTable />
    </AdminPage>
  );
}

import { useSearchParams } from 'react-router';
import { AdminPage } from '@app/components/ui/admin-page';
import { AdminBillingLookup } from '@app/features/billing/components/admin-billing-lookup';

/**
 * `/admin/billing` (admins): find an account by email (`?email=` keeps it in the address), see its
 * billing and plan history, and set its plan by hand with a reason.
 */
export function AdminBillingPage() {
  const [params, setParams] = useSearchParams();
  const email = params.get('email')?.trim().toLowerCase() || null;

  return (
    <AdminPage
      title="Billing"
      description="Look an account up by email, see its plan and usage, and grant a plan by hand."
    >
      <AdminBillingLookup
        key={email ?? ''}
        email={email}
        onSearch={(next) => setParams({ email: next })}
      />
    </AdminPage>
  );
}

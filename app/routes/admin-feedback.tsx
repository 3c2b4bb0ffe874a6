import { AdminPage } from '@app/components/ui/admin-page';
import { FeedbackTable } from '@app/features/feedback/components/feedback-table';

/** `/admin/feedback` (admins): messages sent through the contact form, open or closed. */
export function AdminFeedbackPage() {
  return (
    <AdminPage
      title="Feedback"
      description="Messages sent through the contact form. Answer by email (each sender's address is a link), then close the message."
    >
      <FeedbackTable />
    </AdminPage>
  );
}

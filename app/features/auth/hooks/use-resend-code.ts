import type { EmailCodePurpose } from '@shared/schemas/auth';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { useSendEmailCode } from '../api/send-email-code';

/** A "Resend code" action: emails a fresh code and confirms it (or the failure) in a notification. */
export function useResendCode(email: string, purpose: EmailCodePurpose) {
  const mutation = useSendEmailCode({
    onSuccess: () => notifySuccess(`We sent a new code to ${email}.`, 'Code sent'),
    onError: (error) => notifyError(error, 'Could not resend the code'),
  });
  return {
    resend: () => mutation.mutate({ email, purpose }),
    isPending: mutation.isPending,
  };
}

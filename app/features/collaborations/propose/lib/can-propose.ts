import type { SelfUser } from '@shared/schemas/users';

/** Whether the signed-in user may propose collaborations: advertiser and admin accounts. */
export function canPropose(user: SelfUser | null): boolean {
  return user?.roles.some((role) => role === 'advertiser' || role === 'admin') ?? false;
}

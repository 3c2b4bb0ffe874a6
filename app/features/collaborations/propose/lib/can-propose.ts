import type { SelfUser } from '@shared/schemas/users';
import { actsAsBrand } from '@shared/constants/roles';

/** Whether the signed-in user may propose collaborations: advertiser and admin accounts. */
export function canPropose(user: SelfUser | null): boolean {
  return user ? actsAsBrand(user.roles) : false;
}

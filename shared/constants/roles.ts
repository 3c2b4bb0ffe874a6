/** Roles a user can hold. `advertiser` is the default at sign-up; `influencer` signs in with a social account or chooses it at sign-up; `admin` curates data. */
export const ROLES = ['advertiser', 'influencer', 'admin'] as const;

/** One of {@link ROLES}. */
export type Role = (typeof ROLES)[number];

/** Roles a person may pick for themselves at sign-up (admin is granted, never chosen). */
export const SIGN_UP_ROLES = ['advertiser', 'influencer'] as const satisfies readonly Role[];

/** Whether an account acts as a brand — advertisers and admins: campaigns, proposals, outreach. */
export const actsAsBrand = (roles: readonly string[]) =>
  roles.includes('advertiser') || roles.includes('admin');

/** Whether an account has the influencer side (PRODUCT §11). */
export const hasInfluencerRole = (roles: readonly string[]) => roles.includes('influencer');

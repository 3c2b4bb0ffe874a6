/** Roles a user can hold. `advertiser` is the default at sign-up; `influencer` signs in with a social account or chooses it at sign-up; `admin` curates data. */
export const ROLES = ['advertiser', 'influencer', 'admin'] as const;

/** One of {@link ROLES}. */
export type Role = (typeof ROLES)[number];

/** Roles a person may pick for themselves at sign-up (admin is granted, never chosen). */
export const SIGN_UP_ROLES = ['advertiser', 'influencer'] as const satisfies readonly Role[];

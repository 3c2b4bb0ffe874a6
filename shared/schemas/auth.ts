import { z } from 'zod';
import { EMAIL_CODE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/auth';
import { SIGN_UP_ROLES } from '../constants/roles';
import { selfUserSchema, userNameSchema } from './users';
import { textSchema } from './text';

/** An email address, trimmed and lower-cased so that one mailbox is one account. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** A password: 8–128 characters (PRODUCT §10), no NUL. */
export const passwordSchema = textSchema.min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** An emailed one-time code: exactly 6 digits. */
export const emailCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), `Enter the ${EMAIL_CODE_LENGTH}-digit code`);

/** What an emailed code is for: finishing a sign-up or resetting a password. */
export const EMAIL_CODE_PURPOSES = ['sign-up', 'reset-password'] as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];

/** Body of `POST /api/auth/generate-send-email-code`. `purpose` defaults to `sign-up`. */
export const sendEmailCodeSchema = z.strictObject({
  email: emailSchema,
  purpose: z.enum(EMAIL_CODE_PURPOSES).default('sign-up'),
});

/**
 * Answer of `POST /api/auth/generate-send-email-code`: the same whether or not an account exists,
 * so the call cannot be used to probe for accounts. `expiresInSeconds` is the code's lifetime.
 */
export const sendEmailCodeResultSchema = z.object({
  status: z.literal('sent'),
  expiresInSeconds: z.number().int(),
});

/** Body of `POST /api/auth/logon` (sign-up). `role` defaults to `advertiser`. */
export const logonSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  name: userNameSchema,
  code: emailCodeSchema,
  role: z.enum(SIGN_UP_ROLES).default('advertiser'),
});

/** A password given to be checked: any non-empty text up to 128 characters. */
const givenPasswordSchema = textSchema.min(1).max(PASSWORD_MAX_LENGTH);

/** Body of `POST /api/auth/login`. Any non-empty password is accepted for checking. */
export const loginSchema = z.strictObject({
  email: emailSchema,
  password: givenPasswordSchema,
});

/** Body of `POST /api/auth/reset-password`: the emailed code and the new password. */
export const resetPasswordSchema = z.strictObject({
  email: emailSchema,
  code: emailCodeSchema,
  password: passwordSchema,
});

/** Body of `POST /api/users/password`: change the password while signed in. */
export const changePasswordSchema = z.strictObject({
  currentPassword: givenPasswordSchema,
  newPassword: passwordSchema,
});

/** Answer of every call that signs a user in: a session token (JWT, 7 days) and the user. */
export const sessionSchema = z.object({
  token: z.string(),
  user: selfUserSchema,
});

export type SendEmailCode = z.input<typeof sendEmailCodeSchema>;
export type Logon = z.input<typeof logonSchema>;
export type Login = z.infer<typeof loginSchema>;
export type ResetPassword = z.infer<typeof resetPasswordSchema>;
export type ChangePassword = z.infer<typeof changePasswordSchema>;
export type Session = z.infer<typeof sessionSchema>;

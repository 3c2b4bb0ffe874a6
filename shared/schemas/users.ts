import { z } from 'zod';
import { ROLES } from '../constants/roles';
import { httpUrlSchema, nameSchema, textSchema } from './text';

/** A user id: UUID. */
export const userIdSchema = z.uuid();

/** Display name: 1–100 characters after trimming, no NUL (400 naming the field otherwise). */
export const userNameSchema = nameSchema.max(100);

/** Public handle: 3–30 of a–z, 0–9, `_` and `.`; stored lower-case, unique. */
export const nicknameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_.]{3,30}$/, 'Use 3–30 letters, digits, "_" or "."');

/** The signed-in user as `GET /api/users/self` answers it. Timestamps are ISO 8601 UTC. */
export const selfUserSchema = z.object({
  id: userIdSchema,
  email: z.email(),
  name: z.string(),
  nickname: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  company: z.string().nullable(),
  website: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** False for an account made by a social sign-in that never set a password. */
  hasPassword: z.boolean(),
  createdAt: z.iso.datetime(),
});

/** Another user as `GET /api/users/{id}` answers it: public fields only, never the email. */
export const publicUserSchema = selfUserSchema.pick({
  id: true,
  name: true,
  nickname: true,
  roles: true,
  company: true,
  website: true,
  avatarUrl: true,
});

const optionalText = (max: number) => textSchema.trim().max(max).nullable().optional();

/** Body of `PATCH /api/users`: the profile fields a user edits; unknown fields are rejected. */
export const updateUserSchema = z.strictObject({
  name: userNameSchema.optional(),
  company: optionalText(100),
  website: httpUrlSchema(300).nullable().optional(),
  avatarUrl: httpUrlSchema(500).nullable().optional(),
});

/** Body of `POST /api/users/nickname`. */
export const setNicknameSchema = z.strictObject({ nickname: nicknameSchema });

/** Path parameters of `GET /api/users/{id}`. */
export const userParamsSchema = z.strictObject({ id: userIdSchema });

export type SelfUser = z.infer<typeof selfUserSchema>;
export type PublicUser = z.infer<typeof publicUserSchema>;
export type UpdateUser = z.infer<typeof updateUserSchema>;

import { z } from 'zod';

/** One invalid field of a request: `path` is the dotted location (`body.email`, `query.limit`). */
export const problemFieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});

/**
 * RFC 9457 problem details, the body of every error answer (`application/problem+json`).
 * `type` is a URN naming the kind of problem; `errors` lists invalid fields on a 400. Some types
 * carry extension members (RFC 9457 §3.2), e.g. the 402 plan-limit problem's `limit` and `usage`
 * (shared/schemas/billing.ts `planLimitProblemSchema`).
 */
export const problemSchema = z.looseObject({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.array(problemFieldErrorSchema).optional(),
});

export type Problem = z.infer<typeof problemSchema>;
export type ProblemFieldError = z.infer<typeof problemFieldErrorSchema>;

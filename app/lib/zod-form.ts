import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/** A zod issue, as handed to a {@link zodFormValidate} message override. */
export type FormIssue = z.core.$ZodIssue;

/**
 * A Mantine form `validate` function from a zod schema (e.g. a shared API schema): each issue's
 * message goes under the field its path names (`budgetMax`, `rates.post`), first issue per field.
 * `message` may replace zod's wording for an issue (return undefined to keep it); messages the
 * schema sets itself ("The minimum budget is above the maximum") arrive as the issue's message.
 */
export function zodFormValidate<Values>(
  schema: z.ZodType,
  message?: (issue: FormIssue) => string | undefined,
): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= message?.(issue) ?? issue.message;
    }
    return errors;
  };
}

import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import type { ApiError } from './api-error';
import { isApiError } from './api-error';
import { notifyError } from './notify';

/** Turns a problem's `path` (`body.email`, `body.profile.name`) into a form field path (`email`). */
export function fieldPathOf(problemPath: string): string {
  return problemPath.replace(/^(body|query|params)\./, '');
}

/**
 * Shows an API error on a form: each field error whose path names a field of the form appears
 * next to that field; anything else (or an error with no field) becomes a red notification.
 * `title` heads the notification. Returns true when at least one field error was placed.
 */
export function showFormError<Values, Transformed>(
  form: UseFormReturnType<Values, Transformed>,
  error: unknown,
  title?: string,
): boolean {
  if (!isApiError(error)) {
    notifyError(error, title);
    return false;
  }
  const fields = Object.keys(form.getValues() as object);
  const unplaced: ApiError['fieldErrors'] = [];
  let placed = false;
  for (const fieldError of error.fieldErrors) {
    const path = fieldPathOf(fieldError.path);
    if (fields.includes(path.split('.')[0] ?? '')) {
      form.setFieldError(path as LooseKeys<Values>, fieldError.message);
      placed = true;
    } else {
      unplaced.push(fieldError);
    }
  }
  if (!placed) notifyError(error, title);
  else if (unplaced.length > 0) {
    notifyError(new Error(unplaced.map((item) => item.message).join(' ')), title);
  }
  return placed;
}

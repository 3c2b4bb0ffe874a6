/**
 * Reading a consent page's answer: the requested scopes are ticked `grant` checkboxes (see
 * `checkbox` in widgets.ts); what the user unticked is declined.
 */

/** The scopes of `requested` the user unticked (absent from the form's `grant` values). */
export function declinedScopes<Scope extends string>(
  form: URLSearchParams,
  requested: readonly Scope[],
): Scope[] {
  const granted = form.getAll('grant');
  return requested.filter((scope) => !granted.includes(scope));
}

/** A consent form's answer: the account chosen by the radio `name` ('' if none) and the scopes unticked. */
export function consentAnswer<Scope extends string>(
  form: URLSearchParams,
  name: string,
  requested: readonly Scope[],
): { account: string; decline: Scope[] } {
  return { account: form.get(name) ?? '', decline: declinedScopes(form, requested) };
}

/** A comma-separated list (of scopes, of fields), each item trimmed, empty ones and duplicates dropped. */
export function commaList(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/** The PostgreSQL SQLSTATE of `error` or of a cause in its chain (Drizzle wraps driver errors). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The driver error inside a Drizzle error chain (the first with a SQLSTATE), or the error itself. */
function driverError(error: unknown): unknown {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (typeof (e as { code?: unknown }).code === 'string') return e;
  }
  return error;
}

/** True when `error` is a unique violation (23505), optionally on the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (pgErrorCode(error) !== '23505') return false;
  return (
    constraint === undefined ||
    (driverError(error) as { constraint?: unknown }).constraint === constraint
  );
}

/**
 * What may be logged of an error: name, message, SQLSTATE and stack, never a query's parameters
 * (Drizzle puts them, password hashes and emails included, in its message and `params`).
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const code = pgErrorCode(error);
  const source = code ? driverError(error) : error;
  if (!(source instanceof Error)) return { message: String(source) };
  return {
    type: source.name,
    message: source.message,
    ...(code && { code }),
    stack: source.stack,
    ...(source.cause !== undefined && { cause: loggableError(source.cause) }),
  };
}

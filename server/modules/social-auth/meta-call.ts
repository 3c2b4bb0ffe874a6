import { badGateway, fieldError } from '../../errors';
import { isUnavailable, MetaAuthError } from '../../integrations/meta/graph-errors';

/**
 * Runs calls to Meta for the sign-in named `label` (`Facebook`, `Instagram`), turning Meta's
 * refusal ({@link MetaAuthError}) into a 400 naming `path` (`refused` says what was refused,
 * before Meta's own message), and Meta being unreachable, failing (5xx) or rate-limiting into a
 * 502 (integrations.md §4.1 "Errors", §4.2). Other errors pass through.
 */
export async function metaCall<T>(
  label: string,
  path: string,
  call: () => Promise<T>,
  refused = `${label} did not accept the sign-in`,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof MetaAuthError)) throw error;
    if (isUnavailable(error)) {
      throw badGateway(`${label} is not answering right now. Try again in a few minutes.`);
    }
    throw fieldError(path, `${refused}: ${error.message}`);
  }
}

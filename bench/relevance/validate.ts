/**
 * Checks of the labelled set before the relevance bench runs: a mistake in a case file must stop
 * the bench, not quietly change a number.
 */
import { PLATFORMS } from '@shared/constants/discovery';
import type { LabelledBrief, LabelledSearch } from './judgments';

/** One case file of bench/relevance: its name (for messages) and its cases in file order. */
export interface CaseFile {
  file: string;
  cases: readonly (LabelledSearch | LabelledBrief)[];
}

const KEY = new RegExp(`^(${PLATFORMS.join('|')}):\\S(.*\\S)?$`);

/**
 * Every problem of the set, one sentence each (empty = valid): ids unique across all files; every
 * profile key `platform:username` (lower case, no space at either end); `heldOut` exactly when the case's index
 * in its file is 4 mod 5; no profile judged twice in one case; on a case made on one platform's
 * tab, no judgement of another platform's profile.
 */
export function problemsOf(files: readonly CaseFile[]): string[] {
  const problems: string[] = [];
  const seenIds = new Map<string, string>();
  for (const { file, cases } of files) {
    cases.forEach((c, index) => {
      const where = `${file}[${index}] ${c.id}`;
      const first = seenIds.get(c.id);
      if (first !== undefined) problems.push(`${where}: id already used in ${first}`);
      else seenIds.set(c.id, file);
      if (c.heldOut !== (index % 5 === 4))
        problems.push(
          `${where}: heldOut must be ${index % 5 === 4} (every fifth case of a file, index % 5 === 4)`,
        );
      const profiles = new Set<string>();
      for (const j of c.judged) {
        if (!KEY.test(j.profile) || j.profile !== j.profile.toLowerCase())
          problems.push(`${where}: "${j.profile}" is not a platform:username key in lower case`);
        else if (c.platform !== undefined && !j.profile.startsWith(`${c.platform}:`))
          problems.push(`${where}: "${j.profile}" is not on the case's platform ${c.platform}`);
        if (profiles.has(j.profile)) problems.push(`${where}: "${j.profile}" judged twice`);
        profiles.add(j.profile);
      }
    });
  }
  return problems;
}

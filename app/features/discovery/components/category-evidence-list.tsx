import { List, Text } from '@mantine/core';
import type { CategoryEvidence } from '@shared/schemas/influencers';
import { categoryLabel } from '@app/lib/format';

const quoted = (words: readonly string[]) => words.map((w) => `“${w}”`).join(', ');

/** Where one category came from, in words ("from the “Music” label"). */
function evidenceText(e: CategoryEvidence): string {
  if (e.source === 'bio') return `inferred from the name and bio: ${quoted(e.words)}`;
  if (e.source === 'label') return `the source's “${e.label}” label`;
  if (e.label === null) return 'every profile of its source dataset has it';
  if (e.words.length > 0) return `the “${e.label}” label, confirmed by ${quoted(e.words)}`;
  return `one of the categories the “${e.label}” label may mean; nothing in the profile confirms it`;
}

/**
 * Why a profile has each of its categories (issue 31): the source's label, a label read as several
 * categories and confirmed (or not) by the profile's words, or an inference from the bio, with
 * how sure it is when less than certain.
 */
export function CategoryEvidenceList({ evidence }: { evidence: readonly CategoryEvidence[] }) {
  return (
    <List size="xs" c="dimmed" spacing={2} aria-label="Why these categories">
      {evidence.map((e) => (
        <List.Item key={e.slug}>
          <Text span size="xs" fw={600} c="dimmed">
            {categoryLabel(e.slug)}
          </Text>
          : {evidenceText(e)}
          {e.confidence < 1 && ` (${Math.round(e.confidence * 100)}% sure)`}
        </List.Item>
      ))}
    </List>
  );
}

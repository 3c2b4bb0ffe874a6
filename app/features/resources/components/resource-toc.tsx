import { Anchor, Stack, Text } from '@mantine/core';
import type { ResourceTocEntry } from '@shared/schemas/resources';

/**
 * A guide's table of contents: a link to each `##` heading, `###` ones indented under it. The
 * links are in-page anchors (`#id`), so the browser scrolls and the address can be shared.
 */
export function ResourceToc({ toc }: { toc: ResourceTocEntry[] }) {
  if (toc.length === 0) return null;
  return (
    <nav aria-labelledby="resource-toc-title">
      <Text id="resource-toc-title" fw={700} size="sm" tt="uppercase" c="dimmed" mb="xs">
        On this page
      </Text>
      <Stack component="ol" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {toc.map((entry) => (
          <li key={entry.id} style={{ paddingLeft: entry.level === 3 ? 16 : 0 }}>
            <Anchor href={`#${entry.id}`} size="sm" c={entry.level === 3 ? 'dimmed' : undefined}>
              {entry.text}
            </Anchor>
          </li>
        ))}
      </Stack>
    </nav>
  );
}

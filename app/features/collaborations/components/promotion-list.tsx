import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { Promotion } from '@shared/schemas/promotions';
import { PlatformIcon } from '@app/components/influencers/platform-icon';
import { externalUrl, formatCompact, formatDate } from '@app/lib/format';
import { ExternalLink } from '@app/components/ui/external-link';

/** "1.2K likes · 30 comments · 10K views", leaving out what was not given; null when none. */
function metricsText({ likes, comments, views }: Promotion): string | null {
  const parts = [
    likes !== null && `${formatCompact(likes)} likes`,
    comments !== null && `${formatCompact(comments)} comments`,
    views !== null && `${formatCompact(views)} views`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The published posts of a collaboration (a list): platform, link, date and the metrics given. */
export function PromotionList({ promotions }: { promotions: readonly Promotion[] }) {
  return (
    <Box component="ul" aria-label="Published posts" p={0} m={0} style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        {promotions.map((post) => {
          const href = externalUrl(post.url);
          const metrics = metricsText(post);
          return (
            <Paper component="li" key={post.id} withBorder radius="md" p="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <PlatformIcon platform={post.platform} size={28} />
                <Stack gap={2} miw={0}>
                  {href ? (
                    <ExternalLink href={href} fw={600} truncate="end">
                      {post.url}
                    </ExternalLink>
                  ) : (
                    <Text size="sm" fw={600} truncate="end">
                      {post.url}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    Published {formatDate(post.publishedOn)}
                    {metrics && ` · ${metrics}`}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}

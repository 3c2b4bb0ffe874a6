import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import {
  PROMOTION_INFO_STATUSES,
  type CollaborationStatus,
} from '@shared/constants/collaborations';
import type { CollaborationDetail } from '@shared/schemas/collaborations';
import { PromotionInfoForm } from './promotion-info-form';
import { PromotionList } from './promotion-list';

const acceptsPosts = (status: CollaborationStatus) =>
  (PROMOTION_INFO_STATUSES as readonly CollaborationStatus[]).includes(status);

/**
 * Published posts (a `region`): the submitted posts for both parties and, for the influencer
 * while accepted or content submitted, the form to submit them (behind "Add more posts" once
 * some were submitted). Hidden before the work starts.
 */
export function PromotionSection({ collaboration }: { collaboration: CollaborationDetail }) {
  const titleId = useId();
  const [adding, { open, close }] = useDisclosure(false);
  const { promotions, status, viewer } = collaboration;
  const canSubmit = viewer === 'influencer' && acceptsPosts(status) && collaboration.viewerVerified;
  if (promotions.length === 0 && !acceptsPosts(status)) return null;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id={titleId}>
          Published posts
        </Title>
        {canSubmit && promotions.length > 0 && !adding && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={open}
          >
            Add more posts
          </Button>
        )}
      </Group>
      <Stack gap="md">
        {promotions.length > 0 ? (
          <PromotionList promotions={promotions} />
        ) : (
          <Text size="sm" c="dimmed">
            {canSubmit
              ? 'Once your content is live, add the links to your posts here. The brand is told and can then complete the collaboration.'
              : viewer === 'influencer' && !collaboration.viewerVerified
                ? "This invitation went to an address the brand gave, not the profile's public email, so posts can only be added from an account linked to the profile."
                : `No posts yet. @${collaboration.influencer.username} adds the links once the content is live.`}
          </Text>
        )}
        {canSubmit && (promotions.length === 0 || adding) && (
          <PromotionInfoForm collaborationId={collaboration.id} onSubmitted={close} />
        )}
      </Stack>
    </Card>
  );
}

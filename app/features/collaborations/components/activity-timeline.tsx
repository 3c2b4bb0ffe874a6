import { Anchor, Card, ScrollArea, Text, Timeline, Title } from '@mantine/core';
import {
  IconCheck,
  IconCircleX,
  IconEdit,
  IconMail,
  IconMessage,
  IconPhoto,
  IconSend,
  IconStar,
  IconTrophy,
  IconArrowBackUp,
  IconBan,
  IconClick,
  IconDiscount,
  IconReceiptRefund,
  IconShoppingBag,
  IconGift,
  IconMapPin,
  IconTruckDelivery,
  IconPackage,
  IconAlertTriangle,
} from '@tabler/icons-react';
import { useId } from 'react';
import type { CollaborationEventKind } from '@shared/constants/collaborations';
import type { CollaborationEvent } from '@shared/schemas/collaborations';
import { eventLabel } from '../lib/event-label';
import { formatDateTime } from '@app/lib/time-format';

const ICONS: Record<CollaborationEventKind, typeof IconCheck> = {
  proposed: IconSend,
  terms_updated: IconEdit,
  accepted: IconCheck,
  declined: IconCircleX,
  withdrawn: IconArrowBackUp,
  content_submitted: IconPhoto,
  completed: IconTrophy,
  cancelled: IconBan,
  message: IconMessage,
  invite_emailed: IconMail,
  review_for_influencer: IconStar,
  review_for_advertiser: IconStar,
  discount_code_created: IconDiscount,
  order: IconShoppingBag,
  refund: IconReceiptRefund,
  gift_chosen: IconGift,
  gift_address: IconMapPin,
  gift_ordered: IconPackage,
  gift_shipped: IconTruckDelivery,
  gift_delivered: IconCheck,
  gift_cancelled: IconBan,
  gift_failed: IconAlertTriangle,
};

/** Shopify events carry their details in words ("Order #1001 · 53.10 USD"): shown under the title. */
const DETAILED_KINDS: ReadonlySet<CollaborationEventKind> = new Set([
  'discount_code_created',
  'order',
  'refund',
  'gift_chosen',
  'gift_failed',
]);

/** The tracking link of a "Shipped with …" event: its message's second line, when a URL. */
function trackingLink(event: CollaborationEvent): string | null {
  if (event.kind !== 'gift_shipped' || !event.message) return null;
  const url = event.message.split('\n')[1];
  return url && /^https:\/\//.test(url) ? url : null;
}

/** A message's first words for the timeline, or its deletion; a Shopify event's details. */
function messagePreview(event: CollaborationEvent): string | null {
  if (DETAILED_KINDS.has(event.kind)) return event.message;
  if (event.kind !== 'message') return null;
  if (event.deleted || event.message === null) return 'Message deleted';
  return event.message.length > 90 ? `${event.message.slice(0, 90).trimEnd()}…` : event.message;
}

/** Props of {@link ActivityTimeline}. */
export interface ActivityTimelineProps {
  events: readonly CollaborationEvent[];
  /**
   * Real clicks on the tracking link so far: shown as a last, summarising line ("Tracking link
   * clicked 12 times") rather than one event per click; none when 0.
   */
  trackingClicks?: number;
}

/**
 * The activity (a `region`): every event, oldest first, on a Mantine Timeline — proposed, terms
 * updated, accepted, messages, invitation emailed, content submitted, completed, reviews, the
 * Shopify discount code, and the orders and refunds that used it — each with its time; then the
 * tracking link's clicks so far.
 */
export function ActivityTimeline({ events, trackingClicks = 0 }: ActivityTimelineProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId} mb="sm">
        Activity
      </Title>
      {/* Focusable, so a keyboard can scroll a long activity (orders add up). */}
      <ScrollArea.Autosize mah={520} type="auto" viewportProps={{ tabIndex: 0 }}>
        <Timeline active={events.length - 1} bulletSize={24} lineWidth={2}>
          {events.map((event) => {
            const Icon = ICONS[event.kind];
            const preview = messagePreview(event);
            const tracking = trackingLink(event);
            return (
              <Timeline.Item
                key={event.id}
                title={
                  <Text size="sm" fw={600}>
                    {eventLabel(event)}
                  </Text>
                }
                bullet={<Icon size={14} aria-hidden />}
              >
                {tracking && (
                  <Anchor href={tracking} target="_blank" rel="noopener noreferrer" size="xs">
                    Track the parcel
                  </Anchor>
                )}
                {preview && (
                  <Text
                    size="xs"
                    c="dimmed"
                    lineClamp={2}
                    fs={event.deleted ? 'italic' : undefined}
                  >
                    {preview}
                  </Text>
                )}
                <Text size="xs" c="dimmed" mt={2}>
                  <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
                </Text>
              </Timeline.Item>
            );
          })}
          {trackingClicks > 0 && (
            <Timeline.Item
              title={
                <Text size="sm" fw={600}>
                  Tracking link clicked {trackingClicks === 1 ? 'once' : `${trackingClicks} times`}
                </Text>
              }
              bullet={<IconClick size={14} aria-hidden />}
            >
              <Text size="xs" c="dimmed">
                Real visits so far; link previews and bots are not counted.
              </Text>
            </Timeline.Item>
          )}
        </Timeline>
      </ScrollArea.Autosize>
    </Card>
  );
}

import {
  Button,
  Group,
  List,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { emailAddressSchema, type EmailCampaignReach } from '@shared/schemas/email';
import { InfluencerAvatar } from '@app/components/influencers/influencer-avatar';
import { PlatformIcon } from '@app/components/influencers/platform-icon';
import { QueryLoadError } from '@app/components/ui/load-error';
import { errorMessage, isApiError } from '@app/lib/api-error';
import { notifySuccess } from '@app/lib/notify';
import { useCampaignReach } from '../api/get-campaign-reach';
import { useSetContactEmail } from '../api/set-contact-email';
import { reachHeadline, reachReasons } from '../lib/campaign-reach';
import { Notice } from '@app/components/ui/notice';

type Unreachable = EmailCampaignReach['withoutEmail'][number];

/** One recipient without an address, with a field to save the one the brand knows. */
function AddAddress({ influencer }: { influencer: Unreachable }) {
  const save = useSetContactEmail();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const handle = `@${influencer.username}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailAddressSchema.safeParse(email);
    if (!parsed.success) {
      setError('Enter an email address, like name@example.com');
      return;
    }
    try {
      await save.mutateAsync({ influencerId: influencer.id, email: parsed.data });
      notifySuccess(`Saved ${parsed.data} for ${handle}.`);
    } catch (caught) {
      const field = isApiError(caught)
        ? caught.fieldErrors.find((e) => e.path === 'body.email')
        : undefined;
      setError(field?.message ?? errorMessage(caught));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Email address of ${handle}`}
    >
      <Group gap="sm" wrap="wrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" miw={200} style={{ flex: 1 }}>
          <InfluencerAvatar src={influencer.avatarUrl} name={influencer.name} size={32} />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate="end">
              {influencer.name}
            </Text>
            <Group gap={4} wrap="nowrap">
              <PlatformIcon platform={influencer.platform} size={14} />
              <Text size="xs" c="dimmed" truncate="end">
                {handle}
              </Text>
            </Group>
          </div>
        </Group>
        <TextInput
          type="email"
          aria-label={`Email address for ${handle}`}
          placeholder="name@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          w={{ base: '100%', xs: 260 }}
          size="sm"
        />
        <Button
          type="submit"
          size="sm"
          variant="light"
          loading={save.isPending}
          aria-label={`Save the address of ${handle}`}
        >
          Save
        </Button>
      </Group>
    </form>
  );
}

/** The counts and, when some have no address, the fields to add theirs. */
function ReachDetails({ reach }: { reach: EmailCampaignReach }) {
  const reasons = reachReasons(reach);
  const hidden = reach.noEmail - reach.withoutEmail.length;
  return (
    <Stack gap="sm">
      <div>
        <Text fw={700} size="lg" data-testid="reach-headline">
          {reachHeadline(reach)}
        </Text>
        <Progress
          value={reach.total ? (reach.reachable / reach.total) * 100 : 0}
          color={reach.reachable === 0 ? 'red' : 'teal'}
          size="sm"
          mt={6}
          aria-label="Share of recipients who can be emailed"
        />
      </div>
      {reach.reachable === 0 ? (
        <Notice tone="error" title="Nobody can be emailed yet">
          Sending is off until at least one recipient has a usable address. Add the addresses you
          know below, or choose other influencers.
        </Notice>
      ) : (
        <Text size="sm">
          It emails {reach.reachable} influencer{reach.reachable === 1 ? '' : 's'}.
        </Text>
      )}
      {reasons.length > 0 && (
        <List size="sm" spacing={2} aria-label="Skipped">
          {reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      )}
      {reach.withoutEmail.length > 0 && (
        <Stack gap="xs">
          <Group gap={6}>
            <IconMailPlus size={18} aria-hidden />
            <Title order={3} fz="md">
              Add the addresses you know
            </Title>
          </Group>
          <Text size="xs" c="dimmed">
            Saved for you only, and used for every email you send them.
          </Text>
          {reach.withoutEmail.map((influencer) => (
            <AddAddress key={influencer.id} influencer={influencer} />
          ))}
          {hidden > 0 && (
            <Text size="sm" c="dimmed">
              And {hidden} more without an address: add theirs from My Influencers or their
              profiles.
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** Props of {@link CampaignReach}. */
export interface CampaignReachProps {
  campaignId: string;
}

/**
 * Who a campaign that has not started would reach: "N of M have an email address", how many it
 * emails and why it skips the others (no address, unsubscribed, bounced, a shared address), and
 * the recipients without an address, each with a field to save the one the brand knows (the
 * counts follow at once). Sending a campaign that reaches nobody is refused.
 */
export function CampaignReach({ campaignId }: CampaignReachProps) {
  const reach = useCampaignReach(campaignId);
  let body;
  if (reach.isPending) body = <Skeleton height={72} />;
  else if (reach.isError)
    body = <QueryLoadError title="We couldn't count who this campaign reaches" query={reach} />;
  else body = <ReachDetails reach={reach.data} />;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="reach-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="reach-title">
          Who it reaches
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}

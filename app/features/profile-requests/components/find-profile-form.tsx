import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PLATFORMS, type Platform } from '@shared/constants/discovery';
import { SOCIAL_PROVIDER_LABELS } from '@shared/constants/social';

/** Props of {@link FindProfileForm}. */
export interface FindProfileFormProps {
  /** Called with the platform and the handle typed (`@` optional). */
  onFind: (query: { platform: Platform; username: string }) => void;
  loading?: boolean;
}

/** Step 1 without a link from a profile: the platform and the creator's handle. */
export function FindProfileForm({ onFind, loading }: FindProfileFormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { platform: 'instagram' as Platform, username: '' },
    validate: {
      username: (value) => (value.trim().replace(/^@/, '') ? null : 'Enter your handle'),
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onFind({ platform: values.platform, username: values.username.trim() }),
      )}
    >
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Platform"
            data={PLATFORMS.map((p) => ({ value: p, label: SOCIAL_PROVIDER_LABELS[p] }))}
            allowDeselect={false}
            {...form.getInputProps('platform')}
          />
          <TextInput
            label="Your handle"
            placeholder="@yourhandle"
            {...form.getInputProps('username')}
          />
        </Group>
        <Group>
          <Button type="submit" loading={loading}>
            Find my profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

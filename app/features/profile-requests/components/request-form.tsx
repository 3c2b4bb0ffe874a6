import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Radio,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { CATEGORIES } from '@shared/constants/taxonomy';
import { SOCIAL_PROVIDER_LABELS } from '@shared/constants/social';
import {
  type CreateProfileRequest,
  type ProfileCorrection,
  profileCorrectionSchema,
  type ProfileRequestTarget,
} from '@shared/schemas/profile-requests';
import { countryOptions } from '@app/lib/country-options';

/** Props of {@link RequestForm}. */
export interface RequestFormProps {
  target: ProfileRequestTarget;
  onSubmit: (body: CreateProfileRequest) => void;
  loading?: boolean;
}

interface Values {
  kind: 'remove' | 'correct';
  name: string;
  bio: string;
  country: string | null;
  language: string;
  categories: string[];
  removeEmail: boolean;
  message: string;
}

/** The correction the filled fields describe (empty fields are left as they are). */
function correctionOf(v: Values): Record<string, unknown> {
  return {
    ...(v.name.trim() && { name: v.name }),
    ...(v.bio.trim() && { bio: v.bio }),
    ...(v.country && { country: v.country }),
    ...(v.language.trim() && { language: v.language.trim() }),
    ...(v.categories.length > 0 && { categories: v.categories }),
    ...(v.removeEmail && { removeEmail: true }),
  };
}

/**
 * Step 1 once the profile is found: remove it, or correct some public fields (validated with the
 * shared correction schema). Without a public email and not signed in as its creator, explains
 * that only signing in with the platform can prove the account is yours.
 */
export function RequestForm({ target, onSubmit, loading }: RequestFormProps) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      kind: 'remove',
      name: '',
      bio: '',
      country: null,
      language: '',
      categories: [],
      removeEmail: false,
      message: '',
    },
    validate: (values) => {
      if (values.kind === 'remove') return {};
      const result = profileCorrectionSchema.safeParse(correctionOf(values));
      if (result.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) {
        errors[issue.path.map(String).join('.') || 'name'] ??=
          issue.path.length === 0 ? 'Fill in at least one field to correct' : issue.message;
      }
      return errors;
    },
  });
  const platform = SOCIAL_PROVIDER_LABELS[target.platform];
  const canVerify = target.ownedByYou || target.emailMasked !== null;

  const submit = (values: Values) =>
    onSubmit({
      influencerId: target.influencerId,
      kind: values.kind,
      ...(values.kind === 'correct' && {
        correction: profileCorrectionSchema.parse(correctionOf(values)) as ProfileCorrection,
      }),
      message: values.message,
    });

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <Radio.Group label="What would you like to do?" {...form.getInputProps('kind')}>
          <Stack gap="xs" mt="xs">
            <Radio value="remove" label="Remove my profile from Collabify's discovery" />
            <Radio value="correct" label="Correct my profile" />
          </Stack>
        </Radio.Group>
        {form.values.kind === 'correct' && (
          <Stack gap="sm">
            <TextInput label="Display name" {...form.getInputProps('name')} />
            <Textarea label="Bio" autosize minRows={2} maxRows={6} {...form.getInputProps('bio')} />
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label="Country"
                data={countryOptions()}
                searchable
                clearable
                {...form.getInputProps('country')}
              />
              <TextInput
                label="Language"
                description="ISO code, such as en"
                maxLength={2}
                {...form.getInputProps('language')}
              />
            </Group>
            <MultiSelect
              label="Categories"
              description="Up to 5"
              data={CATEGORIES.map((c) => ({ value: c.slug, label: c.label }))}
              maxValues={5}
              searchable
              {...form.getInputProps('categories')}
            />
            <Checkbox
              label="Remove my public email from the profile"
              {...form.getInputProps('removeEmail', { type: 'checkbox' })}
            />
          </Stack>
        )}
        <Textarea
          label="Anything we should know? (optional)"
          autosize
          minRows={2}
          {...form.getInputProps('message')}
        />
        {!canVerify && (
          <Alert color="yellow" title="We cannot send a code for this profile">
            This profile has no public email, so we cannot check by email that it is yours. Sign in
            with {platform} as @{target.username} and come back to this page: your request is then
            applied at once.
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={loading} disabled={!canVerify}>
            {target.ownedByYou ? 'Apply now' : 'Send me a code'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

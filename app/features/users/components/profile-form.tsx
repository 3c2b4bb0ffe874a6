import { Stack, TextInput } from '@mantine/core';
import { hasLength, useForm } from '@mantine/form';
import type { SelfUser } from '@shared/schemas/users';
import { showFormError } from '@app/lib/form-errors';
import { notifySuccess } from '@app/lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import { FormActions } from '@app/components/ui/form-actions';

interface ProfileValues {
  name: string;
  company: string;
  website: string;
}

/** Adds `https://` to a web address typed without a scheme; empty stays empty. */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

function validateWebsite(value: string): string | null {
  const normalized = normalizeWebsite(value);
  if (!normalized) return null;
  try {
    const url = new URL(normalized);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    return url.hostname.includes('.') ? null : 'Enter a web address such as https://example.com';
  } catch {
    return 'Enter a web address such as https://example.com';
  }
}

/** Edits the signed-in user's name, company and website. */
export function ProfileForm({ user }: { user: SelfUser }) {
  const form = useForm<ProfileValues>({
    mode: 'uncontrolled',
    initialValues: { name: user.name, company: user.company ?? '', website: user.website ?? '' },
    validate: {
      name: (value) =>
        hasLength({ min: 1, max: 100 }, 'Enter your name (up to 100 characters)')(value.trim()),
      company: hasLength({ max: 100 }, 'Use up to 100 characters'),
      website: validateWebsite,
    },
  });
  const update = useUpdateProfile({
    onSuccess: (saved) => {
      const values = {
        name: saved.name,
        company: saved.company ?? '',
        website: saved.website ?? '',
      };
      form.setInitialValues(values);
      form.setValues(values);
      notifySuccess('Your profile was saved.');
    },
    onError: (error) => showFormError(form, error, 'Could not save your profile'),
  });

  const handleSubmit = (values: ProfileValues) =>
    update.mutate({
      name: values.name.trim(),
      company: values.company.trim() || null,
      website: normalizeWebsite(values.website) || null,
    });

  return (
    <form noValidate onSubmit={form.onSubmit(handleSubmit)}>
      <Stack gap="md">
        <TextInput
          label="Name"
          autoComplete="name"
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Company"
          autoComplete="organization"
          placeholder="Your brand or shop"
          key={form.key('company')}
          {...form.getInputProps('company')}
        />
        <TextInput
          label="Website"
          type="url"
          autoComplete="url"
          placeholder="https://yourshop.com"
          key={form.key('website')}
          {...form.getInputProps('website')}
        />
        <FormActions submitting={update.isPending}>Save profile</FormActions>
      </Stack>
    </form>
  );
}

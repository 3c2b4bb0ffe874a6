import {
  Code,
  Fieldset,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { TEMPLATE_VARIABLES } from '@shared/constants/email';
import type { EmailCampaign } from '@shared/schemas/email';
import { EmailContentFields } from '@app/components/ui/email-content-fields';
import { showFormError } from '@app/lib/form-errors';
import { useCreateEmailCampaign } from '../api/create-email-campaign';
import { useRecipientLists } from '../api/get-recipient-lists';
import { useUpdateEmailCampaign } from '../api/update-email-campaign';
import {
  createEmailCampaignFormSchema,
  emailCampaignFormValidate,
  emailCampaignFormValues,
  updateEmailCampaignFormSchema,
  type CampaignTemplateOption,
  type PresetRecipients,
  type RecipientSource,
} from '../lib/email-campaign-form';
import { FormActions } from '@app/components/ui/form-actions';

/** Props of {@link EmailCampaignForm}. */
export interface EmailCampaignFormProps {
  /** The campaign to edit (draft or scheduled); absent to create a new draft. */
  campaign?: EmailCampaign;
  /** Recipients chosen elsewhere for a new campaign: a list (`?list=`) or influencers (`?influencers=`). */
  preset?: PresetRecipients;
  /** The user's templates; choosing one fills the subject and the message. */
  templates: CampaignTemplateOption[];
  /** Called once the campaign is saved. */
  onSaved: (campaign: EmailCampaign) => void;
  onCancel?: () => void;
}

const number = new Intl.NumberFormat('en');

/**
 * Creates or edits an email campaign: name, recipients (one of the user's lists, or the chosen
 * influencers shown as a count), a template to start from (fills subject and message), subject,
 * message (rich text), discount code, and whether to track opens and clicks. Checked with the
 * shared schema before sending; the server's field errors (`body.subject`…) appear under the
 * fields. Saves a draft (`POST`) or the changes (`PATCH`).
 */
export function EmailCampaignForm({
  campaign,
  preset,
  templates,
  onSaved,
  onCancel,
}: EmailCampaignFormProps) {
  const create = useCreateEmailCampaign();
  const update = useUpdateEmailCampaign();
  const lists = useRecipientLists();

  const form = useForm({
    mode: 'controlled',
    initialValues: emailCampaignFormValues(campaign, preset),
    validate: emailCampaignFormValidate(campaign ? 'edit' : 'create'),
  });
  const { values } = form;
  const chosen = values.influencerIds.length;

  const listData = useMemo(
    () =>
      (lists.data ?? []).map((list) => ({
        value: list.id,
        label: `${list.name} (${number.format(list.count)})`,
      })),
    [lists.data],
  );
  const submit = form.onSubmit(async (formValues) => {
    try {
      const saved = campaign
        ? await update.mutateAsync({
            id: campaign.id,
            ...updateEmailCampaignFormSchema.parse(formValues),
          })
        : await create.mutateAsync(createEmailCampaignFormSchema.parse(formValues));
      onSaved(saved);
    } catch (error) {
      showFormError(form, error, 'Could not save the campaign');
    }
  });

  let listDescription: string | undefined;
  if (lists.isError) listDescription = 'We couldn’t load your lists. Reload the page to try again.';
  else if (lists.data?.length === 0)
    listDescription = 'You have no lists yet: save influencers to a list first.';

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={campaign ? 'Edit email campaign' : 'New email campaign'}
    >
      <Stack gap="lg">
        <Fieldset legend="Campaign">
          <Stack gap="sm">
            <TextInput
              label="Name"
              description="Only you see it."
              placeholder="Summer launch outreach"
              withAsterisk
              maxLength={200}
              {...form.getInputProps('name')}
            />
            {chosen > 0 && (
              <SegmentedControl
                aria-label="Recipients from"
                value={values.source}
                onChange={(value) => {
                  form.setFieldValue('source', value as RecipientSource);
                  form.clearFieldError('listId');
                  form.clearFieldError('influencerIds');
                }}
                data={[
                  { value: 'influencers', label: 'Chosen influencers' },
                  { value: 'list', label: 'A list' },
                ]}
              />
            )}
            {values.source === 'influencers' ? (
              <Input.Wrapper
                label="Recipients"
                error={form.errors.influencerIds ?? form.errors.listId}
              >
                <Text size="sm">
                  {number.format(chosen)} chosen influencer{chosen === 1 ? '' : 's'}
                </Text>
              </Input.Wrapper>
            ) : (
              <Select
                label="Recipients"
                placeholder={lists.isPending ? 'Loading lists…' : 'Choose a list'}
                description={listDescription}
                withAsterisk
                data={listData}
                searchable
                nothingFoundMessage="No list of that name"
                disabled={lists.isPending}
                {...form.getInputProps('listId')}
                error={form.errors.listId ?? form.errors.influencerIds}
              />
            )}
          </Stack>
        </Fieldset>

        <Fieldset legend="Email">
          <Stack gap="sm">
            <EmailContentFields form={form} templates={templates} />
            <Text size="xs" c="dimmed">
              Variables:{' '}
              {TEMPLATE_VARIABLES.map((name, i) => (
                <span key={name}>
                  {i > 0 && ' '}
                  <Code>{`{{ ${name} }}`}</Code>
                </span>
              ))}
              . Every email also carries an unsubscribe link.
            </Text>
          </Stack>
        </Fieldset>

        <Fieldset legend="Offer and tracking">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Discount code"
              description="Shown where the message uses {{ discount_code }}."
              placeholder="GLOW15"
              maxLength={100}
              {...form.getInputProps('discountCode')}
            />
            <Stack gap="sm" justify="center">
              <Switch
                label="Track opens"
                description="A tiny image counts who opened the email."
                {...form.getInputProps('trackOpens', { type: 'checkbox' })}
              />
              <Switch
                label="Track clicks"
                description="Links go through Collabify to count clicks."
                {...form.getInputProps('trackClicks', { type: 'checkbox' })}
              />
            </Stack>
          </SimpleGrid>
        </Fieldset>

        <FormActions onCancel={onCancel} submitting={form.submitting}>
          {campaign ? 'Save changes' : 'Save draft'}
        </FormActions>
      </Stack>
    </form>
  );
}

import {
  Checkbox,
  Fieldset,
  FileInput,
  Grid,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { CAMPAIGN_BRIEF_MAX_LENGTH, CAMPAIGN_NAME_MAX_LENGTH } from '@shared/constants/campaigns';
import { PLATFORMS } from '@shared/constants/discovery';
import { CATEGORIES } from '@shared/constants/taxonomy';
import type { Campaign } from '@shared/schemas/campaigns';
import type { CampaignProduct } from '@shared/schemas/shopify';
import { platformLabel } from '@app/components/influencers/platform-icon';
import { countryOptions } from '@app/lib/country-options';
import { showFormError } from '@app/lib/form-errors';
import { notifyError } from '@app/lib/notify';
import { useCreateCampaign } from '../api/create-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import { useUploadCampaignImage } from '../api/upload-campaign-image';
import {
  CAMPAIGN_IMAGE_TYPES,
  campaignFormValidate,
  campaignFormValues,
  campaignUpdateBody,
  createCampaignFormSchema,
  imageFileProblem,
  imageUploadMessage,
} from '../lib/campaign-form';
import { CampaignImage } from './campaign-image';
import { CountryFlag } from '@app/components/ui/country-flag';
import { MoneyInput } from '@app/components/ui/money-input';
import { CompensationSelect } from '@app/components/ui/compensation-select';
import { CurrencySelect } from '@app/components/ui/currency-select';
import { FormActions } from '@app/components/ui/form-actions';

/** What the form hands a page's product field (e.g. a picker of the connected shop's products). */
export interface CampaignProductSlot {
  /** The campaign's Shopify product when editing, else null. */
  product: CampaignProduct | null;
  /** Picks a Shopify product (its id, and its title as the product), or none. */
  onChange: (product: { id: string; title: string } | null) => void;
  error?: ReactNode;
  /** The free-text product input, for when no shop is connected. */
  textField: ReactNode;
}

/** Props of {@link CampaignForm}. */
export interface CampaignFormProps {
  /** The campaign to edit; absent to create a new draft. */
  campaign?: Campaign;
  /** Called once the campaign (and its image, when one was chosen) is saved. */
  onSaved: (campaign: Campaign) => void;
  onCancel?: () => void;
  /** Renders the product field (composed by the page); without it, the free-text input. */
  productField?: (slot: CampaignProductSlot) => ReactNode;
}

const CATEGORY_DATA = CATEGORIES.map((c) => ({ value: c.slug, label: c.label }));
/**
 * A preview of a chosen file as a data: URL (the app's Content-Security-Policy allows `data:`
 * images, not `blob:` ones); null while reading or when no file is chosen.
 */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return file && preview?.file === file ? preview.url : null;
}

/**
 * Creates or edits a campaign: name, brief, product (the page's `productField`, e.g. a product of
 * the connected Shopify shop, or free text), platforms, categories, target countries,
 * compensation, budget per influencer (typed in units, sent in cents) in a currency, deliverables
 * and their count, start and end dates, and the image. Validated with the shared create/update
 * schema (errors under each field, e.g. a minimum above the maximum under "Maximum"); the
 * server's field errors appear there too. The image (JPEG, PNG or WebP up to 5 MB, checked
 * before sending) uploads once the campaign exists: a new campaign is created first. When only
 * the upload fails, the error shows under the image and the form keeps editing the campaign
 * it created.
 */
export function CampaignForm({ campaign, onSaved, onCancel, productField }: CampaignFormProps) {
  // The campaign once it exists: a failed upload after a create must not create it twice.
  const [saved, setSaved] = useState<Campaign | undefined>(campaign);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const preview = usePreview(image);
  const imageInputId = useId();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const upload = useUploadCampaignImage();
  const countries = countryOptions();

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: campaignFormValues(campaign),
    validate: campaignFormValidate(campaign ? 'edit' : 'create'),
  });
  const currency = form.useWatchValue('currency');
  const productInput = (
    <TextInput
      label="Product"
      placeholder="Glow serum 30 ml"
      maxLength={300}
      key={form.key('product')}
      {...form.getInputProps('product')}
    />
  );

  const chooseImage = (file: File | null) => {
    const problem = file && imageFileProblem(file);
    setImageError(problem);
    setImage(problem ? null : file);
  };

  const submit = form.onSubmit(async (values) => {
    setImageError(null);
    let current: Campaign;
    try {
      current = saved
        ? await update.mutateAsync({ id: saved.id, ...campaignUpdateBody(saved, values) })
        : await create.mutateAsync(createCampaignFormSchema.parse(values));
    } catch (error) {
      showFormError(form, error, 'Could not save the campaign');
      return;
    }
    setSaved(current);
    if (image) {
      try {
        current = await upload.mutateAsync({ id: current.id, file: image });
      } catch (error) {
        setImageError(imageUploadMessage(error));
        const input = document.getElementById(imageInputId);
        input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        input?.focus({ preventScroll: true });
        notifyError(error, 'The campaign was saved, but not its image');
        return;
      }
    }
    onSaved(current);
  });

  return (
    <form noValidate onSubmit={submit} aria-label={campaign ? 'Edit campaign' : 'New campaign'}>
      <Stack gap="lg">
        <Fieldset legend="The campaign">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="sm">
                <TextInput
                  label="Name"
                  placeholder="Summer glow launch"
                  withAsterisk
                  maxLength={CAMPAIGN_NAME_MAX_LENGTH}
                  key={form.key('name')}
                  {...form.getInputProps('name')}
                />
                <Textarea
                  label="Brief"
                  description="What you promote, what you ask of influencers, what to avoid."
                  autosize
                  minRows={5}
                  maxRows={14}
                  maxLength={CAMPAIGN_BRIEF_MAX_LENGTH}
                  key={form.key('description')}
                  {...form.getInputProps('description')}
                />
                {productField
                  ? productField({
                      product: campaign?.shopifyProduct ?? null,
                      onChange: (product) => {
                        form.setFieldValue('shopifyProductId', product?.id ?? null);
                        form.setFieldValue('product', product?.title ?? '');
                      },
                      error: form.errors.shopifyProductId,
                      textField: productInput,
                    })
                  : productInput}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="xs">
                <CampaignImage
                  src={preview ?? saved?.imageUrl ?? null}
                  name={saved?.name ?? 'the new campaign'}
                  h={160}
                />
                <FileInput
                  id={imageInputId}
                  label="Image"
                  description="JPEG, PNG or WebP, up to 5 MB"
                  placeholder="Choose an image"
                  accept={CAMPAIGN_IMAGE_TYPES.join(',')}
                  leftSection={<IconPhoto size={16} aria-hidden />}
                  clearable
                  value={image}
                  onChange={chooseImage}
                  error={imageError}
                />
              </Stack>
            </Grid.Col>
          </Grid>
        </Fieldset>

        <Fieldset legend="Who you are looking for">
          <Stack gap="sm">
            <Checkbox.Group
              label="Platforms"
              key={form.key('platforms')}
              {...form.getInputProps('platforms')}
            >
              <Group gap="lg" mt={6}>
                {PLATFORMS.map((p) => (
                  <Checkbox key={p} value={p} label={platformLabel(p)} />
                ))}
              </Group>
            </Checkbox.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <MultiSelect
                label="Categories"
                placeholder="Any category"
                data={CATEGORY_DATA}
                searchable
                clearable
                key={form.key('categories')}
                {...form.getInputProps('categories')}
              />
              <MultiSelect
                label="Target countries"
                placeholder="Any country"
                data={countries}
                searchable
                clearable
                maxValues={50}
                renderOption={({ option }) => (
                  <Group gap="xs" wrap="nowrap">
                    <CountryFlag code={option.value} />
                    <span>{option.label}</span>
                  </Group>
                )}
                key={form.key('countries')}
                {...form.getInputProps('countries')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend="Compensation and deliverables">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <CompensationSelect
                key={form.key('compensation')}
                {...form.getInputProps('compensation')}
              />
              <CurrencySelect key={form.key('currency')} {...form.getInputProps('currency')} />
            </SimpleGrid>
            <div>
              <Text size="sm" fw={500}>
                Budget per influencer
              </Text>
              <Text size="xs" c="dimmed" mb={4}>
                Leave a side empty for an open budget.
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <MoneyInput
                  label="Minimum"
                  currency={currency}
                  key={form.key('budgetMin')}
                  {...form.getInputProps('budgetMin')}
                />
                <MoneyInput
                  label="Maximum"
                  currency={currency}
                  key={form.key('budgetMax')}
                  {...form.getInputProps('budgetMax')}
                />
              </SimpleGrid>
            </div>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 9 }}>
                <TextInput
                  label="Deliverables"
                  placeholder="Instagram reel showing the product, with the discount code"
                  maxLength={2_000}
                  key={form.key('deliverables')}
                  {...form.getInputProps('deliverables')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <NumberInput
                  label="How many"
                  min={1}
                  max={100}
                  allowDecimal={false}
                  allowNegative={false}
                  key={form.key('deliverablesCount')}
                  {...form.getInputProps('deliverablesCount')}
                />
              </Grid.Col>
            </Grid>
          </Stack>
        </Fieldset>

        <Fieldset legend="Dates">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="date"
              label="Starts on"
              key={form.key('startsOn')}
              {...form.getInputProps('startsOn')}
            />
            <TextInput
              type="date"
              label="Ends on"
              key={form.key('endsOn')}
              {...form.getInputProps('endsOn')}
            />
          </SimpleGrid>
        </Fieldset>

        <FormActions onCancel={onCancel} submitting={form.submitting}>
          {saved ? 'Save changes' : 'Create campaign'}
        </FormActions>
      </Stack>
    </form>
  );
}

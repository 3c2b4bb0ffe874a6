import {
  ActionIcon,
  Button,
  Fieldset,
  Grid,
  Group,
  NumberInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PROMOTION_POSTS_MAX } from '@shared/constants/collaborations';
import { showFormError } from '@app/lib/form-errors';
import { notifySuccess } from '@app/lib/notify';
import { useSubmitPromotionInfo } from '../api/submit-promotion-info';
import {
  emptyPost,
  promotionFormSchema,
  promotionFormValidate,
  type PromotionFormValues,
} from '../lib/promotion-form';

/** Props of {@link PromotionInfoForm}. */
export interface PromotionInfoFormProps {
  collaborationId: string;
  /** Called once the posts were submitted. */
  onSubmitted?: () => void;
}

const METRICS = [
  { field: 'likes', label: 'Likes' },
  { field: 'comments', label: 'Comments' },
  { field: 'views', label: 'Views' },
] as const;

/**
 * The influencer submits their published posts (`PATCH …/promotion-info`): one row per post
 * with its URL, the date it went live and optional likes, comments and views; rows are added and
 * removed (1 to 20). The shared schema's errors and the server's (`body.posts.0.url`: not on the
 * profile's platform) appear under the field of the right row.
 */
export function PromotionInfoForm({ collaborationId, onSubmitted }: PromotionInfoFormProps) {
  const submitInfo = useSubmitPromotionInfo();
  const form = useForm<PromotionFormValues>({
    mode: 'uncontrolled',
    initialValues: { posts: [emptyPost()] },
    validate: promotionFormValidate,
  });
  const posts = form.getValues().posts;

  const submit = form.onSubmit(async (values) => {
    try {
      await submitInfo.mutateAsync({ id: collaborationId, ...promotionFormSchema.parse(values) });
      notifySuccess('Your posts were submitted. The brand can now check them.');
      form.setValues({ posts: [emptyPost()] });
      onSubmitted?.();
    } catch (error) {
      showFormError(form, error, 'Could not submit the posts');
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Submit published posts">
      <Stack gap="sm">
        {posts.map((post, index) => (
          <Fieldset key={post.key} legend={`Post ${index + 1}`} radius="md" p="sm">
            <Grid gap="sm" align="flex-end">
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  label="Post URL"
                  placeholder="https://www.instagram.com/p/…"
                  withAsterisk
                  type="url"
                  key={form.key(`posts.${index}.url`)}
                  {...form.getInputProps(`posts.${index}.url`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  type="date"
                  label="Published on"
                  withAsterisk
                  key={form.key(`posts.${index}.publishedOn`)}
                  {...form.getInputProps(`posts.${index}.publishedOn`)}
                />
              </Grid.Col>
              {METRICS.map(({ field, label }) => (
                <Grid.Col key={field} span={{ base: 4, sm: 3 }}>
                  <NumberInput
                    label={label}
                    min={0}
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator=","
                    key={form.key(`posts.${index}.${field}`)}
                    {...form.getInputProps(`posts.${index}.${field}`)}
                  />
                </Grid.Col>
              ))}
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <Group justify="flex-end">
                  {posts.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Remove post ${index + 1}`}
                      onClick={() => form.removeListItem('posts', index)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </Grid.Col>
            </Grid>
          </Fieldset>
        ))}
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={posts.length >= PROMOTION_POSTS_MAX}
            onClick={() => form.insertListItem('posts', emptyPost())}
          >
            Add another post
          </Button>
          <Button type="submit" loading={submitInfo.isPending}>
            Submit posts
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

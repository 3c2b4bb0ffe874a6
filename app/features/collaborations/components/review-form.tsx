import { Input, Rating, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CollaborationParty } from '@shared/constants/collaborations';
import { REVIEW_MAX_LENGTH } from '@shared/constants/collaborations';
import { showFormError } from '@app/lib/form-errors';
import { notifySuccess } from '@app/lib/notify';
import { useSubmitReview } from '../api/submit-review';
import { FormActions } from '@app/components/ui/form-actions';

/** Props of {@link ReviewForm}. */
export interface ReviewFormProps {
  collaborationId: string;
  /** Who writes the review (the viewer). */
  reviewer: CollaborationParty;
  /** Who is reviewed, for the labels ("@jane", "Stride"). */
  subject: string;
}

const starLabel = (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`;

/**
 * The viewer's review of the other party of a completed collaboration: 1 to 5 stars (required)
 * and an optional text, sent once (`PATCH …/review-for-influencer` or `…/review-for-advertiser`).
 */
export function ReviewForm({ collaborationId, reviewer, subject }: ReviewFormProps) {
  const review = useSubmitReview();
  const form = useForm({
    mode: 'controlled',
    initialValues: { rating: 0, text: '' },
    validate: {
      rating: (value) => (value >= 1 && value <= 5 ? null : 'Choose from 1 to 5 stars'),
      text: (value) =>
        value.trim().length > REVIEW_MAX_LENGTH
          ? `Keep it to ${REVIEW_MAX_LENGTH.toLocaleString('en')} characters`
          : null,
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await review.mutateAsync({
        id: collaborationId,
        reviewer,
        rating: values.rating,
        text: values.text.trim(),
      });
      notifySuccess('Thank you: your review was posted.');
    } catch (error) {
      showFormError(form, error, 'Could not post the review');
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={`Review ${subject}`}>
      <Stack gap="sm">
        <Input.Wrapper
          label={`Your rating of ${subject}`}
          error={form.errors.rating}
          withAsterisk
          labelElement="div"
        >
          <Rating
            size="lg"
            value={form.values.rating}
            onChange={(value) => form.setFieldValue('rating', value)}
            getSymbolLabel={starLabel}
            // Enter picks a star (Mantine); it must not also submit the form.
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          />
        </Input.Wrapper>
        <Textarea
          label="Your review"
          description="What went well, what could be better. Shown on their public page."
          autosize
          minRows={3}
          maxLength={REVIEW_MAX_LENGTH}
          {...form.getInputProps('text')}
        />
        <FormActions submitting={review.isPending}>Post review</FormActions>
      </Stack>
    </form>
  );
}

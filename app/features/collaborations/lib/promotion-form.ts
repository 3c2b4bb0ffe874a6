import { randomId } from '@mantine/hooks';
import { z } from 'zod';
import { promotionInfoSchema } from '@shared/schemas/collaborations';
import { zodFormValidate, type FormIssue } from '@app/lib/zod-form';

/** One row of the published-posts form; counts as the number inputs give them ('' when empty). */
export interface PostRow {
  /** React key of the row (not sent). */
  key: string;
  url: string;
  /** YYYY-MM-DD as the date input gives it. */
  publishedOn: string;
  likes: number | string;
  comments: number | string;
  views: number | string;
}

/** What the promotion-info form holds. */
export interface PromotionFormValues {
  posts: PostRow[];
}

/** Today's UTC date, YYYY-MM-DD. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A new empty row, published today. */
export function emptyPost(): PostRow {
  return { key: randomId(), url: '', publishedOn: todayUtc(), likes: '', comments: '', views: '' };
}

const count = z
  .union([z.number(), z.string()])
  .transform((value) => (value === '' ? null : Number(value)));

const formToBody = z.object({
  posts: z.array(
    z.object({
      url: z.string().trim(),
      publishedOn: z.string(),
      likes: count,
      comments: count,
      views: count,
    }),
  ),
});

// zod's `pipe` wants the target's input type exactly; the identity transform only retypes.
type PromotionInput = z.input<typeof promotionInfoSchema>;

/**
 * The form's values → the body of `PATCH /api/collaboration/{id}/promotion-info` (row keys
 * dropped, empty counts null), checked by the shared schema.
 */
export const promotionFormSchema = formToBody
  .transform((body): PromotionInput => body)
  .pipe(promotionInfoSchema);

function friendlyMessage(issue: FormIssue): string | undefined {
  switch (issue.path[2]) {
    case 'publishedOn':
      return 'Enter the date the post went live';
    case 'likes':
    case 'comments':
    case 'views':
      return 'Enter a whole number of 0 or more';
    default:
      return undefined;
  }
}

/** The form's `validate`: the shared schema's rules under each row's field (`posts.0.url`). */
export const promotionFormValidate = zodFormValidate<PromotionFormValues>(
  promotionFormSchema,
  friendlyMessage,
);

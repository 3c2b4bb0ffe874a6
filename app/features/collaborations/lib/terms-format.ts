import { compensationText } from '@shared/format/compensation';
import type { Collaboration } from '@shared/schemas/collaborations';
import { formatDate } from '@app/lib/format';
import { formatMoney } from '@app/lib/money';

type Terms = Pick<Collaboration, 'compensation' | 'amount' | 'currency'>;

/**
 * The compensation with its amount, as {@link compensationText} words it: "Fixed fee · $250",
 * "Gifted product worth $120", or "Gifted product" without an amount.
 */
export function formatCompensation({ compensation, amount, currency }: Terms): string {
  return compensationText(compensation, amount === null ? null : formatMoney(amount, currency));
}

/** The deadline for a list row: "Due 12 Mar 2026", or "No deadline". */
export function formatDeadline(deadline: string | null): string {
  return deadline ? `Due ${formatDate(deadline)}` : 'No deadline';
}

/** The other party as the viewer sees it: its display name, a second line, and an avatar. */
export interface OtherParty {
  /** "@handle" of the influencer, or the brand's company (else the advertiser's name). */
  name: string;
  /** The influencer's name, or the advertiser's name when a company is shown; null otherwise. */
  detail: string | null;
  avatarUrl: string | null;
}

/** Who the viewer works with in a collaboration: the influencer for the brand, the brand for the influencer. */
export function otherParty({ viewer, influencer, advertiser }: Collaboration): OtherParty {
  if (viewer === 'advertiser')
    return {
      name: `@${influencer.username}`,
      detail: influencer.name,
      avatarUrl: influencer.avatarUrl,
    };
  return {
    name: advertiser.company || advertiser.name,
    detail: advertiser.company ? advertiser.name : null,
    avatarUrl: null,
  };
}

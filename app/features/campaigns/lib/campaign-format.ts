import { COMPENSATION_LABELS, type CompensationType } from '@shared/constants/campaigns';
import { formatDate } from '@app/lib/format';
import { formatBudget as formatBudgetRange } from '@app/lib/money';

/**
 * The budget per influencer: "$100–$500 per influencer", "$250 per influencer" when both ends
 * are equal, "From $100 …", "Up to $500 …", or "Open budget" when neither is set.
 */
export function formatBudget(min: number | null, max: number | null, currency: string): string {
  const budget = formatBudgetRange(min, max, currency);
  return min === null && max === null ? budget : `${budget} per influencer`;
}

/** The campaign's dates: "1 Jun 2026 – 31 Jul 2026", "From 1 Jun 2026", "Until …", "No dates set". */
export function formatDateRange(startsOn: string | null, endsOn: string | null): string {
  if (startsOn && endsOn) return `${formatDate(startsOn)} – ${formatDate(endsOn)}`;
  if (startsOn) return `From ${formatDate(startsOn)}`;
  if (endsOn) return `Until ${formatDate(endsOn)}`;
  return 'No dates set';
}

/** The deliverables with their count: "3 × Instagram reel with a discount code". */
export function formatDeliverables(deliverables: string, count: number | null): string {
  const text = deliverables.trim();
  if (!text) return count ? `${count} ${count === 1 ? 'piece' : 'pieces'}` : 'Not specified';
  return count ? `${count} × ${text}` : text;
}

/** The label of a compensation type ("Gifted product"). */
export function compensationLabel(type: CompensationType): string {
  return COMPENSATION_LABELS[type];
}

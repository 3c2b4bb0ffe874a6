import { COMPENSATION_LABELS, COMPENSATION_TYPES } from '@shared/constants/campaigns';

/** The compensation types as Select options (value and English label), in their fixed order. */
export const COMPENSATION_OPTIONS = COMPENSATION_TYPES.map((value) => ({
  value,
  label: COMPENSATION_LABELS[value],
}));

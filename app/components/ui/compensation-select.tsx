import { Select, type SelectProps } from '@mantine/core';
import { COMPENSATION_LABELS, COMPENSATION_TYPES } from '@shared/constants/campaigns';

/** The compensation types as Select options (value and English label), in their fixed order. */
const COMPENSATION_OPTIONS = COMPENSATION_TYPES.map((value) => ({
  value,
  label: COMPENSATION_LABELS[value],
}));

/**
 * "Compensation": a Select of the compensation types (gifted, fixed fee, commission, discount
 * code) that always holds one. Shared by the campaign form and a collaboration's terms; the
 * caller passes the form's input props.
 */
export function CompensationSelect(props: Omit<SelectProps, 'label' | 'data' | 'allowDeselect'>) {
  return (
    <Select label="Compensation" data={COMPENSATION_OPTIONS} allowDeselect={false} {...props} />
  );
}

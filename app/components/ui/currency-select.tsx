import { Select, type SelectProps } from '@mantine/core';
import { CAMPAIGN_CURRENCIES } from '@shared/constants/campaigns';

const CURRENCY_DATA = [...CAMPAIGN_CURRENCIES];

/**
 * "Currency": a Select of the ISO 4217 codes a campaign or collaboration may be paid in
 * (CAMPAIGN_CURRENCIES) that always holds one. The caller passes the form's input props.
 */
export function CurrencySelect(props: Omit<SelectProps, 'label' | 'data' | 'allowDeselect'>) {
  return <Select label="Currency" data={CURRENCY_DATA} allowDeselect={false} {...props} />;
}

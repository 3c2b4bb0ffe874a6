import { NumberInput, type NumberInputProps } from '@mantine/core';
import { currencySymbol } from '@app/lib/money';

/** Props of {@link MoneyInput}: a NumberInput's, plus the ISO 4217 currency it is typed in. */
export interface MoneyInputProps extends NumberInputProps {
  currency: string;
}

/**
 * An amount typed in units of `currency` (12.50, not cents): the currency's symbol in front,
 * two decimals, thousands separators, never negative. Callers convert to cents when sending.
 */
export function MoneyInput({ currency, ...props }: MoneyInputProps) {
  return (
    <NumberInput
      prefix={currencySymbol(currency)}
      min={0}
      decimalScale={2}
      thousandSeparator=","
      allowNegative={false}
      {...props}
    />
  );
}

import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DELIVERABLES_MAX_LENGTH } from '@shared/constants/collaborations';
import { MoneyInput } from '@app/components/ui/money-input';
import { CompensationSelect } from '@app/components/ui/compensation-select';
import { CurrencySelect } from '@app/components/ui/currency-select';
import { AMOUNT_FIELD } from '../lib/amount-field';
import type { TermsValues } from '../lib/terms-values';

/** Props of {@link TermsFields}. */
export interface TermsFieldsProps<V extends TermsValues> {
  /** A Mantine form whose values include {@link TermsValues}. */
  form: UseFormReturnType<V>;
  /** All terms, or only the discount code and tracking link (after acceptance). */
  scope?: 'all' | 'links';
  /** The discount code was created in the brand's Shopify shop: it counts orders, so it stays. */
  codeLocked?: boolean;
}

/**
 * The inputs of a collaboration's terms, shared by the propose form and the edit-terms form:
 * compensation, currency, amount (typed in units; its label follows the compensation),
 * deliverables, deadline, discount code and tracking link.
 */
export function TermsFields<V extends TermsValues>({
  form,
  scope = 'all',
  codeLocked = false,
}: TermsFieldsProps<V>) {
  const amountField = AMOUNT_FIELD[form.useWatchValue('compensation')];
  const links = (
    <>
      <TextInput
        label="Discount code"
        description={
          codeLocked
            ? 'Created in your Shopify shop, where it counts the orders: it stays'
            : 'Letters, digits, - and _'
        }
        placeholder="e.g. GLOW15"
        maxLength={64}
        readOnly={codeLocked}
        key={form.key('discountCode')}
        {...form.getInputProps('discountCode')}
      />
      <TextInput
        type="url"
        label="Tracking link"
        description="The link they share; UTM parameters welcome"
        placeholder="https://shop.example.com/glow?utm_source=collabify"
        key={form.key('trackingUrl')}
        {...form.getInputProps('trackingUrl')}
      />
    </>
  );
  if (scope === 'links') return links;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <CompensationSelect
          key={form.key('compensation')}
          {...form.getInputProps('compensation')}
        />
        <MoneyInput
          label={amountField.label}
          description={amountField.description}
          currency={form.useWatchValue('currency')}
          key={form.key('amount')}
          {...form.getInputProps('amount')}
        />
        <CurrencySelect key={form.key('currency')} {...form.getInputProps('currency')} />
      </SimpleGrid>
      <Textarea
        label="Deliverables"
        placeholder="2 Instagram reels showing the product, with the discount code"
        withAsterisk
        autosize
        minRows={2}
        maxRows={8}
        maxLength={DELIVERABLES_MAX_LENGTH}
        key={form.key('deliverables')}
        {...form.getInputProps('deliverables')}
      />
      <TextInput
        type="date"
        label="Deadline"
        description="When the content is due"
        key={form.key('deadline')}
        {...form.getInputProps('deadline')}
      />
      {links}
    </>
  );
}

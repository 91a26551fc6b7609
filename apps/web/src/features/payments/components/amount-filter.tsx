import { TextInput } from '@mantine/core';
import type { NumberFilter as NumberFilterValue } from '@paygrid/domain/grid/filter-types';
import { useTranslation } from 'react-i18next';
import { NumberFilter } from '~/shared/grid/filters/number-filter';

type AmountFilterProps = {
  label: string;
  /** The currencies selected in the currency filter. */
  currencies: ReadonlyArray<string>;
  value: NumberFilterValue | undefined;
  onChange: (value: NumberFilterValue | undefined) => void;
};

/**
 * The amount range in major units of the one currency selected; the server compares each payment in its own
 * currency's units (converted by its exponent). With no currency or several, a range means nothing: disabled.
 */
export function AmountFilter({ label, currencies, value, onChange }: AmountFilterProps) {
  const { t } = useTranslation();
  const [currency] = currencies;
  if (currencies.length !== 1 || currency === undefined)
    return <TextInput size="xs" w={200} label={label} disabled placeholder={t('payments.amount_hint')} />;
  return <NumberFilter label={`${label} (${currency})`} value={value} onChange={onChange} />;
}

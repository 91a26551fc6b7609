import {
  formatMinorAmount,
  type NumberFormat,
  resolveNumberFormat,
} from '@paygrid/domain/format/number-format';
import { useMemo } from 'react';
import { useCurrentUser } from '~/features/auth';

/** Minor units shown in major units by the currency's exponent, in the reader's number format, with its code. */
export function formatMoney(minor: string, exponent: number, currency: string, format: NumberFormat): string {
  return `${formatMinorAmount(minor, { exponent }, format)} ${currency}`;
}

export function useMoney(): (minor: string, exponent: number, currency: string) => string {
  const { data: user } = useCurrentUser();
  const preference = user?.attributes.settings.preferences.number_format;
  return useMemo(() => {
    const format = resolveNumberFormat(preference);
    return (minor, exponent, currency) => formatMoney(minor, exponent, currency, format);
  }, [preference]);
}

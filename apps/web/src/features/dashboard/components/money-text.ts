import { minorToDecimal } from '@paygrid/domain/money/minor-units';

/** Minor units read by the currency's exponent and grouped for the reader's language; never through a float. */
export function moneyText(
  money: { amount_minor: string; exponent: number; currency: string },
  locale: string,
): string {
  const decimal = minorToDecimal(money.amount_minor, money.exponent);
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: money.exponent,
    maximumFractionDigits: money.exponent,
  }).format(decimal as Intl.StringNumericLiteral);
  return `${number} ${money.currency}`;
}

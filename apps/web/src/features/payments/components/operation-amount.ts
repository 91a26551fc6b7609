import { decimalToMinor, minorToDecimal } from '@paygrid/domain/money/minor-units';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The amount typed in major units of the currency ("12.5", "12,50"), as minor units; undefined when it is not one.
 * A comma before exactly three digits ("1,000") may be a thousands separator or a decimal comma: never guessed (a
 * guess could send a thousandth of what was meant), refused. The approval amounts read their amounts with it too.
 */
export const typedMinor = (text: string, exponent: number): bigint | undefined => {
  const spaced = text.replace(/[\s\u00a0\u202f]/g, '');
  if (/^\d+,\d{3}$/.test(spaced)) return undefined;
  const normal = spaced.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normal)) return undefined;
  return decimalToMinor(normal, exponent);
};

type OperationAmountOptions = {
  /** The most it may be, in minor units; also where the field starts. */
  left: bigint;
  exponent: number;
  currency: string;
  /** The refusal of more than is left, worded for this operation. */
  tooMuch: string;
};

/**
 * The amount of a refund or a capture, typed in major units and read as minor units, checked against what is left:
 * the props of its text field, and what it reads as once valid.
 */
export function useOperationAmount({ left, exponent, currency, tooMuch }: OperationAmountOptions) {
  const { t } = useTranslation();
  // Plain digits and a point (no grouping) read back exactly, whichever separators the reader uses.
  const [text, setText] = useState(() => minorToDecimal(left, exponent));
  const [touched, setTouched] = useState(false);
  // What the reader reviewed, kept as it was: what is left may change under the confirmation (the drawer re-reads
  // the payment while something is pending), and the server, not a re-check here, refuses an amount now too large.
  const [reviewed, setReviewed] = useState<bigint | undefined>(undefined);
  const minor = typedMinor(text, exponent);
  const error =
    minor === undefined
      ? t('payments.operations.dialog.invalid_amount', { decimals: exponent })
      : minor <= 0n
        ? t('payments.operations.dialog.positive')
        : minor > left
          ? tooMuch
          : undefined;
  return {
    /** The amount in minor units the reader reviewed: what the confirmation restates and what is sent. */
    reviewed,
    /** Shows the field's error, if any, and answers whether the amount may be sent (then keeps it as reviewed). */
    check: () => {
      setTouched(true);
      if (error !== undefined || minor === undefined) return false;
      setReviewed(minor);
      return true;
    },
    inputProps: {
      label: t('payments.operations.dialog.amount', { currency }),
      value: text,
      onChange: (event: { currentTarget: { value: string } }) => setText(event.currentTarget.value),
      onBlur: () => setTouched(true),
      error: touched ? error : undefined,
      inputMode: 'decimal' as const,
      autoComplete: 'off',
      required: true,
      'data-autofocus': true,
    },
  };
}

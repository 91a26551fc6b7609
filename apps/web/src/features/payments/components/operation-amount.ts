import { decimalToMinor, minorToDecimal } from '@paygrid/domain/money/minor-units';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The amount typed in major units of the currency ("12.5", "12,50"), as minor units; undefined when it is not one.
 * @internal Exported for tests only.
 */
export const typedMinor = (text: string, exponent: number): bigint | undefined => {
  const normal = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
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
    /** The amount in minor units when it may be sent. */
    minor: error === undefined ? minor : undefined,
    /** Shows the field's error, if any, and answers whether the amount may be sent. */
    check: () => {
      setTouched(true);
      return error === undefined;
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

import { Input, PinInput } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

const codeLength = 6;

type SixDigitCodeFieldProps = {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  value?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  autoFocus?: boolean;
  /** Mantine form's address of the field, so a failed submit can focus its first box. */
  'data-path'?: string;
};

/**
 * A one-time code as six boxes (SPEC §2 widgets): a labelled group of digits, each box named by its place;
 * typing moves on, and a pasted or autofilled code fills every box.
 */
export function SixDigitCodeField({
  label,
  description,
  error,
  value = '',
  onChange,
  onBlur,
  name,
  autoFocus,
  'data-path': dataPath,
}: SixDigitCodeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
    >
      <PinInput
        length={codeLength}
        type="number"
        oneTimeCode
        size="md"
        mt={6}
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        name={name}
        autoFocus={autoFocus}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy || undefined}
        getInputProps={(index) => ({
          'aria-label': t('code_input.digit', { position: index + 1, count: codeLength }),
          onBlur,
          ...(index === 0 && dataPath ? { 'data-path': dataPath } : {}),
        })}
      />
    </Input.Wrapper>
  );
}

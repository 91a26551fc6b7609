import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../pages/code-input.module.css';
import { recoveryCodeRule } from '../state/field-rules';
import { SecondFactorForm } from './second-factor-form';

type RecoveryCodeFormProps = {
  /** Not where a passkey's button comes first. */
  autoFocus?: boolean;
  /** Default where a passkey is the step's main way. */
  submitVariant?: 'filled' | 'default';
  /** The ways out under the button. */
  children: ReactNode;
};

/** The second step with one of the saved recovery codes: each works once. */
export function RecoveryCodeForm({ autoFocus = true, submitVariant, children }: RecoveryCodeFormProps) {
  const { t } = useTranslation();
  return (
    <SecondFactorForm
      rule={recoveryCodeRule}
      normalise={(typed) => typed.trim().toLowerCase()}
      submitLabel={t('two_factor_recovery.submit')}
      {...(submitVariant ? { submitVariant } : {})}
      codeField={(inputProps) => (
        <TextInput
          {...inputProps}
          label={t('two_factor_recovery.code')}
          description={t('two_factor_recovery.code_hint')}
          name="recovery-code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          classNames={{ input: classes.codeInput }}
          required
          withAsterisk={false}
          autoFocus={autoFocus}
        />
      )}
    >
      {children}
    </SecondFactorForm>
  );
}

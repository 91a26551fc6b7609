import { Button, Stack } from '@mantine/core';
import { type GetInputPropsReturnType, useForm } from '@mantine/form';
import type { Rule } from '@paygrid/domain/validation/rule';
import type { ReactNode } from 'react';
import { focusFirstInvalid } from '~/shared/forms/focus-first-invalid';
import { ruleError } from '~/shared/forms/rule-error';
import { useFieldProps } from '~/shared/forms/use-field-props';
import { MutationFailureAlert } from '~/shared/ui/mutation-failure-alert';
import { useCheckSecondFactor } from '../api/check-second-factor';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

type SecondFactorFormProps = {
  rule: Rule;
  /** The code as the server takes it, from what was typed. */
  normalise: (typed: string) => string;
  /** Empty the field after a refusal (a TOTP code is not worth correcting: the next one is). */
  clearOnError?: boolean;
  submitLabel: string;
  /** Default where another way (a passkey) is the step's main button. */
  submitVariant?: 'filled' | 'default';
  codeField: (inputProps: GetInputPropsReturnType) => ReactNode;
  /** The ways out under the button. */
  children: ReactNode;
};

/** The second sign-in step (SPEC §4): one code, POST /2fa-check, then the signed-in console. */
export function SecondFactorForm({
  rule,
  normalise,
  clearOnError = false,
  submitLabel,
  submitVariant = 'filled',
  codeField,
  children,
}: SecondFactorFormProps) {
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => ruleError(normalise(value), rule) },
  });
  const field = useFieldProps(form);
  const check = useCheckSecondFactor({
    onSuccess: completeSignIn,
    onError: () => {
      if (clearOnError) form.setFieldValue('code', '');
    },
  });

  return (
    <Stack gap="lg">
      <MutationFailureAlert mutation={check} fallbackTitleKey="two_factor.error_title" />
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => check.mutate({ code: normalise(values.code) }),
          (errors) => focusFirstInvalid(form, errors),
        )}
      >
        <Stack gap="md">
          {codeField(field('code'))}
          <Button type="submit" variant={submitVariant} size="md" fullWidth loading={check.isPending}>
            {submitLabel}
          </Button>
          {children}
        </Stack>
      </form>
    </Stack>
  );
}

import { Group, TextInput } from '@mantine/core';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '~/shared/forms/use-field-props';

type NameForm = { getInputProps: (path: string) => GetInputPropsReturnType; errors: FormErrors };

const nameFields = [
  { name: 'first_name', label: 'registration.first_name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'registration.last_name', autoComplete: 'family-name' },
] as const;

/** First and last name side by side, as a new account asks for them (registration, joining by invitation). */
export function NameFields({ form }: { form: NameForm }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  return (
    <Group grow align="flex-start" gap="md">
      {nameFields.map(({ name, label, autoComplete }) => (
        <TextInput
          key={name}
          {...field(name)}
          label={t(label)}
          name={name}
          autoComplete={autoComplete}
          required
          withAsterisk={false}
        />
      ))}
    </Group>
  );
}

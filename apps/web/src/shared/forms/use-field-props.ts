import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { translateFieldMessage } from './field-message';

type BoundForm = { getInputProps: (path: string) => GetInputPropsReturnType; errors: FormErrors };

/**
 * A field's Mantine input props with its error worded at render (errors travel as encoded i18n keys), so
 * switching the language re-words messages already shown.
 */
export function useFieldProps(form: BoundForm): (path: string) => GetInputPropsReturnType {
  const { t } = useTranslation();
  return (path) => ({ ...form.getInputProps(path), error: translateFieldMessage(t, form.errors[path]) });
}

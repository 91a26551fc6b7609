import { fieldIssuesOf } from '@paygrid/contracts/validation/domain-issues';
import { encodeFieldMessage } from './field-message';

type Checkable = {
  safeParse: (
    input: unknown,
  ) => { success: true } | { success: false; error: Parameters<typeof fieldIssuesOf>[0] };
};

/** Mantine form errors from a contracts schema: the first issue of each field, as an encoded i18n key. */
export function schemaErrors(schema: Checkable, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of fieldIssuesOf(result.error, values)) {
    const field = issue.path.join('.');
    if (!errors[field]) errors[field] = encodeFieldMessage({ key: issue.key, params: issue.params });
  }
  return errors;
}

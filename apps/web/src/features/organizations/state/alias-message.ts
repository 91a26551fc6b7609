import { aliasMessageKeys } from '@paygrid/domain/organizations/alias';
import { encodeFieldMessage } from '~/shared/forms/field-message';

const aliasKeys: ReadonlySet<string> = new Set(Object.values(aliasMessageKeys));

/** The shared alias rules' message keys live in this feature's catalogue; other keys are the common ones. */
export function aliasFieldMessage(key: string, fallback?: string): string {
  return encodeFieldMessage({
    key: aliasKeys.has(key) ? `organizations.rule.${key}` : key,
    ...(fallback ? { fallback } : {}),
  });
}

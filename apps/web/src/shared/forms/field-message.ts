import type { TFunction } from 'i18next';

/** A field message as an i18n key with its parameters (a domain rule's issue or an API error item). */
export type FieldMessage = {
  key: string;
  params?: Readonly<Record<string, string | number>>;
  fallback?: string;
};

const separator = '\u0000';

/**
 * Mantine keeps form errors as strings; the key and parameters travel encoded in one and are translated at
 * render, so switching the language re-words messages already shown.
 */
export function encodeFieldMessage({ key, params = {}, fallback = '' }: FieldMessage): string {
  return [key, JSON.stringify(params), fallback].join(separator);
}

export function translateFieldMessage(t: TFunction, encoded: unknown): string | undefined {
  if (typeof encoded !== 'string' || encoded === '') return undefined;
  const [key = '', rawParams = '{}', fallback = ''] = encoded.split(separator);
  let params: Record<string, unknown> = {};
  try {
    params = JSON.parse(rawParams) as Record<string, unknown>;
  } catch {
    params = {};
  }
  const translated = t(key as 'validation__required', { ...params, defaultValue: '' });
  return translated || fallback || key;
}

import { errorTitleKey } from '@paygrid/domain/errors/alert';
import { alertMessageFromDetail } from '@paygrid/domain/errors/error-text';
import { isHttpError, serverMessageOf } from '@paygrid/domain/errors/http-error';
import { titleKeyForServerMessage } from '@paygrid/domain/errors/server-message-title';
import type { ParseKeys } from 'i18next';
import { apiErrorOf, isBareHttpWord, paramsOf } from '../http/api-failure';
import type { ApiHttpError } from '../http/http-client';

/** What a failure alert says: a title key (when one fits), and a message key (with its values) or the server's text. */
export type FailureText = {
  titleKey?: ParseKeys;
  messageKey?: ParseKeys;
  values?: Record<string, string | number>;
  message?: string;
};

/** §8 known server messages: the mapped title, and a message in the reader's language. */
const knownMessageKeys: Record<string, ParseKeys> = {
  error__invalid_credentials: 'error_message.invalid_credentials',
  error__email_not_confirmed: 'error_message.email_not_confirmed',
  error__user_exists: 'error_message.user_exists',
  error__token_not_found: 'error_message.token_not_found',
};

/**
 * A refusal whose code the catalogue words in full (`error__{code}` and `error_message.{code}`, e.g. a limit
 * reached): its own title and message, filled with the numbers the server sent in `meta.params`.
 */
function wordedRefusal(error: unknown, hasKey: (key: string) => boolean): FailureText | undefined {
  const cause = apiErrorOf(error)?.errors[0];
  if (!cause) return undefined;
  const titleKey = errorTitleKey(cause.code);
  const messageKey = `error_message.${cause.code}`;
  if (!hasKey(titleKey) || !hasKey(messageKey)) return undefined;
  return {
    titleKey: titleKey as ParseKeys,
    messageKey: messageKey as ParseKeys,
    values: paramsOf(cause.meta),
  };
}

/** The browser's passkey prompt, closed or timed out (NotAllowedError) or ended by the page (AbortError). */
const promptClosed = (error: unknown): boolean =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/**
 * SPEC §8 alert wording of a failed call: a known server message maps to its title; otherwise the title comes
 * from the error's name (its first cause's code, `error__{code}`) when the catalogue has it, and the message is
 * the details joined with periods, or the server's sentence. `hasKey` says whether the catalogue has a key.
 */
export function describeFailure(error: unknown, hasKey: (key: string) => boolean): FailureText {
  if (!isHttpError(error)) {
    return promptClosed(error)
      ? { titleKey: 'error.passkey_not_used_title', messageKey: 'error.passkey_not_used' }
      : { messageKey: 'error.generic' };
  }
  const reason = (error as ApiHttpError).reason;
  if (reason === 'network' || reason === 'timeout') return { messageKey: 'error.network' };
  const worded = wordedRefusal(error, hasKey);
  if (worded) return worded;
  if (error.status === 429)
    return { titleKey: 'error.too_many_attempts_title', messageKey: 'error.too_many_attempts' };
  if (error.status >= 500) return { messageKey: 'error.generic' };
  const mappedTitle = titleKeyForServerMessage(error.message) as ParseKeys | undefined;
  if (mappedTitle) return { titleKey: mappedTitle, messageKey: knownMessageKeys[mappedTitle] };
  const body = apiErrorOf(error);
  const code = body?.errors[0]?.code;
  const namedTitle = code && hasKey(errorTitleKey(code)) ? (errorTitleKey(code) as ParseKeys) : undefined;
  const details = (body?.errors ?? [])
    .map((item) => item.detail)
    .filter((detail): detail is string => detail !== undefined && !isBareHttpWord(detail));
  if (details.length > 0) return { titleKey: namedTitle, message: alertMessageFromDetail(details) };
  // Without the server's sentence only the status's reason phrase is left ("Conflict"): not for people.
  const message = serverMessageOf(error.data);
  return message ? { titleKey: namedTitle, message } : { titleKey: namedTitle, messageKey: 'error.generic' };
}

import { isHttpError, serverMessageOf } from '@paygrid/domain/errors/http-error';
import { titleKeyForServerMessage } from '@paygrid/domain/errors/server-message-title';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../http/http-client';
import { DangerAlert } from './danger-alert';

type RequestFailureAlertProps = {
  error: unknown;
  /** Title when the server's message is not one SPEC §8 maps. */
  fallbackTitleKey: ParseKeys;
  onDismiss?: () => void;
};

/** §8 known server messages: the mapped title, and a message in the reader's language. */
const knownMessageKeys: Record<string, ParseKeys> = {
  error__invalid_credentials: 'error_message.invalid_credentials',
  error__email_not_confirmed: 'error_message.email_not_confirmed',
  error__user_exists: 'error_message.user_exists',
  error__token_not_found: 'error_message.token_not_found',
};

function describe(error: unknown): { titleKey?: ParseKeys; messageKey?: ParseKeys; message?: string } {
  if (!isHttpError(error)) return { messageKey: 'error.generic' };
  const reason = (error as ApiHttpError).reason;
  if (reason === 'network' || reason === 'timeout') return { messageKey: 'error.network' };
  if (error.status === 429)
    return { titleKey: 'error.too_many_attempts_title', messageKey: 'error.too_many_attempts' };
  if (error.status >= 500) return { messageKey: 'error.generic' };
  const titleKey = titleKeyForServerMessage(error.message) as ParseKeys | undefined;
  if (titleKey) return { titleKey, messageKey: knownMessageKeys[titleKey] };
  // Without the server's sentence only the status's reason phrase is left ("Conflict"): not for people.
  const message = serverMessageOf(error.data);
  return message ? { message } : { messageKey: 'error.generic' };
}

/** The danger alert every failed action shows (SPEC §8): mapped title, then the server's sentence. */
export function RequestFailureAlert({ error, fallbackTitleKey, onDismiss }: RequestFailureAlertProps) {
  const { t } = useTranslation();
  const { titleKey, messageKey, message } = describe(error);
  return (
    <DangerAlert title={t(titleKey ?? fallbackTitleKey)} {...(onDismiss ? { onDismiss } : {})}>
      {messageKey ? t(messageKey) : message}
    </DangerAlert>
  );
}

import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DangerAlert } from './danger-alert';
import { describeFailure } from './failure-text';

type RequestFailureAlertProps = {
  error: unknown;
  /** Title when neither the server's message nor the error's name has one. */
  fallbackTitleKey: ParseKeys;
  onDismiss?: () => void;
};

/** The danger alert every failed action shows (SPEC §8): a title from the error, then its joined details. */
export function RequestFailureAlert({ error, fallbackTitleKey, onDismiss }: RequestFailureAlertProps) {
  const { t, i18n } = useTranslation();
  const { titleKey, messageKey, values, message } = describeFailure(error, (key) => i18n.exists(key));
  return (
    <DangerAlert title={t(titleKey ?? fallbackTitleKey)} {...(onDismiss ? { onDismiss } : {})}>
      {messageKey ? t(messageKey, values ?? {}) : message}
    </DangerAlert>
  );
}

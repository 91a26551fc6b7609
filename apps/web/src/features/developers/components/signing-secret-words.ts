import { useTranslation } from 'react-i18next';
import type { SecretWords } from './secret-once-panel';

/** A webhook endpoint's secret, as the panel that shows it once names it: it signs, and is rotated, not rolled. */
export function useSigningSecretWords(): SecretWords {
  const { t } = useTranslation();
  return { label: t('webhooks.secret.label'), warning: t('webhooks.secret.warning') };
}

import { useTranslation } from 'react-i18next';
import { DangerAlert } from '~/shared/ui/danger-alert';
import { sessionExpiredNotice, useSessionExpiredNotice } from '../state/session-expired-notice';

/** SPEC §4: dismissible, danger, the solid diamond-exclamation icon, titled from error__session_expired. */
export function SessionExpiredAlert() {
  const { t } = useTranslation();
  const shown = useSessionExpiredNotice();
  if (!shown) return null;
  return (
    <DangerAlert
      solidIcon
      title={t('error__session_expired')}
      onDismiss={() => sessionExpiredNotice.dismiss()}
    >
      {t('error_message.session_expired')}
    </DangerAlert>
  );
}

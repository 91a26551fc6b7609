import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The header's short marker of test mode, beside the organisation's name. */
export function TestModeBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="orange" variant="filled" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      {t('dashboard.test_mode.badge')}
    </Badge>
  );
}

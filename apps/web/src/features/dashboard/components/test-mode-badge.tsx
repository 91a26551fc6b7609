import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './test-mode.module.css';

/**
 * The header's short marker of test mode, beside the organisation's name. A narrow header has no room for it: the
 * band under the header says the same there.
 */
export function TestModeBadge() {
  const { t } = useTranslation();
  return (
    <Badge radius="sm" className={classes.badge} visibleFrom="sm">
      {t('dashboard.test_mode.badge')}
    </Badge>
  );
}

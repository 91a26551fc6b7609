import { Alert, Button, Group, Text } from '@mantine/core';
import type { BusyCode } from '@paygrid/domain/http/busy';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A read the server turned away to keep every organisation served (issue 33): not an error of the reader's, so
 * calm rather than red, and never retried by itself (a retry would double the cost refused); the reader tries again.
 */
export function BusyNotice({ code, onRetry }: { code: BusyCode; onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <Alert role="status" variant="light" color="yellow" icon={<IconHourglass size={20} aria-hidden />}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div>
          <Text fw={600} fz="sm">
            {t('busy.title')}
          </Text>
          <Text fz="sm">{t(code === 'read_too_slow' ? 'busy.too_slow' : 'busy.organization')}</Text>
        </div>
        {onRetry ? (
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('busy.retry')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}

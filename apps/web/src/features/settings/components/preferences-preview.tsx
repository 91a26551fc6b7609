import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Preferences } from '@paygrid/contracts/user/preferences';
import { formatDateTime } from '@paygrid/domain/format/date-time-format';
import { formatRelativeTime } from '@paygrid/domain/format/relative-time';
import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/use-now';
import { numberSample } from '../state/format-samples';

type PreferencesPreviewProps = { preferences: Preferences };

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** "Now", a number and a recent event as the chosen (not yet saved) preferences would show them. */
export function PreferencesPreview({ preferences }: PreferencesPreviewProps) {
  const { t } = useTranslation();
  const now = useNow();
  const formats = {
    timeZone: preferences.time_zone,
    dateFormat: preferences.date_format,
    timeFormat: preferences.time_format,
  };
  const fiveMinutesAgo = now.getTime() - FIVE_MINUTES_MS;
  const recent = preferences.user_relative_time
    ? formatRelativeTime(fiveMinutesAgo, now, preferences.locale)
    : formatDateTime(fiveMinutesAgo, formats);

  return (
    <Paper radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <Stack gap={4}>
        <Text size="xs" fw={600} tt="uppercase" c="dimmed">
          {t('preferences.preview.title')}
        </Text>
        <Group gap="xs" align="baseline" wrap="wrap">
          <Text fz="lg" fw={600} ff="monospace" data-testid="preferences-preview-now">
            {formatDateTime(now, formats)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('preferences.preview.now_in', { zone: preferences.time_zone })}
          </Text>
        </Group>
        <Text size="sm">
          {t('preferences.preview.number')}{' '}
          <Text span ff="monospace" fw={500}>
            {numberSample(preferences.number_format)}
          </Text>
          <Text span c="dimmed" mx={6} aria-hidden>
            ·
          </Text>
          {t('preferences.preview.recent')}{' '}
          <Text span ff="monospace" fw={500}>
            {recent}
          </Text>
        </Text>
      </Stack>
    </Paper>
  );
}

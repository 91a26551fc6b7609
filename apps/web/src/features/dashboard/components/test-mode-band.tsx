import { Group, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './test-mode.module.css';

/** On every page in test mode, so nobody mistakes test data for live. */
export function TestModeBand() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" className={classes.band}>
      <IconFlask size={18} stroke={1.8} aria-hidden />
      <Text size="sm" fw={600} inherit>
        {t('dashboard.test_mode.band')}
      </Text>
    </Group>
  );
}

import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FilterBarProps = { children: ReactNode; anySet: boolean; onClear: () => void };

/** The row of a grid's filters, with one button that clears them all. */
export function FilterBar({ children, anySet, onClear }: FilterBarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" role="search" aria-label={t('grid.filters')}>
      {children}
      {anySet ? (
        <Button size="xs" variant="subtle" onClick={onClear}>
          {t('grid.clear_filters')}
        </Button>
      ) : null}
    </Group>
  );
}

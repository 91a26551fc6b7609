import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveFilterChips, type FilterChip } from './active-filter-chips';

type FilterBarProps = {
  children: ReactNode;
  anySet: boolean;
  onClear: () => void;
  /** The filters in force as chips; with them, "Clear all" sits after the chips. */
  chips?: ReadonlyArray<FilterChip>;
  onRemove?: (key: string) => void;
};

/** The row of a grid's filters, then the filters in force, with one button that clears them all. */
export function FilterBar({ children, anySet, onClear, chips, onRemove }: FilterBarProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" role="search" aria-label={t('grid.filters')}>
        {children}
        {anySet && !chips ? (
          <Button size="xs" variant="subtle" onClick={onClear}>
            {t('grid.clear_filters')}
          </Button>
        ) : null}
      </Group>
      {chips && onRemove ? <ActiveFilterChips chips={chips} onRemove={onRemove} onClear={onClear} /> : null}
    </Stack>
  );
}

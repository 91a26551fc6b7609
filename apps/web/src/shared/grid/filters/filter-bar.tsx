import { Badge, Button, Group, Stack } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveFilterChips, type FilterChip } from './active-filter-chips';
import classes from './filter-bar.module.css';

type FilterBarProps = {
  children: ReactNode;
  anySet: boolean;
  onClear: () => void;
  /** The filters in force as chips; with them, "Clear all" sits after the chips. */
  chips?: ReadonlyArray<FilterChip>;
  onRemove?: (key: string) => void;
};

/**
 * The row of a grid's filters, then the filters in force, with one button that clears them all. On a narrow screen
 * the row is folded behind a "Filters" button (the chips stay in sight), so a phone opens on the rows.
 */
export function FilterBar({ children, anySet, onClear, chips, onRemove }: FilterBarProps) {
  const { t } = useTranslation();
  const [open, { toggle }] = useDisclosure(false);
  const widgetsId = useId();
  const inForce = chips?.length ?? 0;
  return (
    <Stack gap="xs">
      <Button
        hiddenFrom="sm"
        size="xs"
        variant="default"
        w="fit-content"
        rightSection={
          inForce > 0 ? (
            <Badge size="sm" circle aria-hidden>
              {inForce}
            </Badge>
          ) : null
        }
        aria-label={inForce > 0 ? t('grid.filters_in_force', { count: inForce }) : undefined}
        aria-expanded={open}
        aria-controls={widgetsId}
        onClick={toggle}
      >
        {t('grid.filters')}
      </Button>
      <Group
        id={widgetsId}
        className={classes.widgets}
        data-folded={open ? undefined : true}
        gap="sm"
        align="flex-end"
        role="search"
        aria-label={t('grid.filters')}
      >
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

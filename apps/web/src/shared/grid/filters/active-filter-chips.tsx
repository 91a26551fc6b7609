import { Badge, Button, CloseButton, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type FilterChip = { key: string; label: string; words: string | undefined };

type ActiveFilterChipsProps = {
  chips: ReadonlyArray<FilterChip>;
  onRemove: (key: string) => void;
  onClear: () => void;
};

/** The filters in force, one chip each that removes it, and one button that removes them all. */
export function ActiveFilterChips({ chips, onRemove, onClear }: ActiveFilterChipsProps) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <Group gap={6}>
      <Group gap={6} role="list" aria-label={t('grid.filter_chips.label')}>
        {chips.map((chip) => {
          const text = chip.words === undefined ? chip.label : `${chip.label}: ${chip.words}`;
          return (
            <Badge
              key={chip.key}
              role="listitem"
              variant="light"
              color="gray"
              size="lg"
              radius="sm"
              fw={500}
              pr={2}
              maw={360}
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t('grid.filter_chips.remove', { filter: text })}
                  onClick={() => onRemove(chip.key)}
                />
              }
            >
              {text}
            </Badge>
          );
        })}
      </Group>
      <Button size="compact-xs" variant="subtle" onClick={onClear}>
        {t('grid.filter_chips.clear_all')}
      </Button>
    </Group>
  );
}

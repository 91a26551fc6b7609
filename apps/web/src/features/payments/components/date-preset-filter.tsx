import { Select } from '@mantine/core';
import { type DatePreset, datePresets, isDatePreset } from '@paygrid/domain/grid/date-presets';
import type { UnixDateFilter } from '@paygrid/domain/grid/filter-types';
import { useTranslation } from 'react-i18next';

type DatePresetFilterProps = {
  label: string;
  value: UnixDateFilter | undefined;
  onChange: (value: UnixDateFilter | undefined) => void;
};

/**
 * The created_at filter by its presets (resolved in the reader's zone by the server). Until the shared unix-date
 * widget lands, exact bounds come from a link (filter[created_at][gte]/[lt]) and show here as "custom range".
 */
export function DatePresetFilter({ label, value, onChange }: DatePresetFilterProps) {
  const { t } = useTranslation();
  const custom = value !== undefined && !value.preset;
  return (
    <Select
      size="xs"
      w={170}
      label={label}
      clearable
      data={[
        ...datePresets.map((preset) => ({ value: preset, label: t(`payments.date_preset.${preset}`) })),
        ...(custom ? [{ value: 'custom', label: t('payments.date_preset.custom') }] : []),
      ]}
      value={custom ? 'custom' : (value?.preset ?? null)}
      onChange={(next) =>
        next === null
          ? onChange(undefined)
          : isDatePreset(next)
            ? onChange({ type: 'between', preset: next as DatePreset })
            : undefined
      }
    />
  );
}

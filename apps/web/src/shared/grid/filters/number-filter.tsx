import { Group } from '@mantine/core';
import type { NumberFilter as NumberFilterValue } from '@paygrid/domain/grid/filter-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedRadios } from '../../ui/segmented-radios';
import { DebouncedTextInput } from './debounced-text-input';

type NumberFilterProps = {
  label: string;
  value: NumberFilterValue | undefined;
  onChange: (value: NumberFilterValue | undefined) => void;
};

const cleaned = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

/** §3 number filter: one exact number, or a range with either end open. */
export function NumberFilter({ label, value, onChange }: NumberFilterProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'exact' | 'range'>(value && !('eq' in value) ? 'range' : 'exact');
  const range = value && !('eq' in value) ? value : {};
  const setRange = (next: { gte?: string | undefined; lte?: string | undefined }) => {
    const gte = next.gte;
    const lte = next.lte;
    if (gte === undefined && lte === undefined) onChange(undefined);
    else onChange({ ...(gte !== undefined ? { gte } : {}), ...(lte !== undefined ? { lte } : {}) });
  };
  return (
    <Group gap={6} align="flex-end" wrap="nowrap">
      <SegmentedRadios
        aria-label={t('grid.number_mode', { filter: label })}
        value={mode}
        onChange={(next) => {
          setMode(next);
          onChange(undefined);
        }}
        data={[
          { value: 'exact' as const, label: t('grid.number_exact') },
          { value: 'range' as const, label: t('grid.number_range') },
        ]}
      />
      {mode === 'exact' ? (
        <DebouncedTextInput
          w={90}
          label={label}
          value={value && 'eq' in value ? value.eq : ''}
          onChange={(text) => {
            const eq = cleaned(text);
            onChange(eq === undefined ? undefined : { eq });
          }}
        />
      ) : (
        <>
          <DebouncedTextInput
            w={90}
            label={t('grid.number_from', { filter: label })}
            value={range.gte ?? ''}
            onChange={(text) => setRange({ gte: cleaned(text), lte: range.lte })}
          />
          <DebouncedTextInput
            w={90}
            label={t('grid.number_to', { filter: label })}
            value={range.lte ?? ''}
            onChange={(text) => setRange({ gte: range.gte, lte: cleaned(text) })}
          />
        </>
      )}
    </Group>
  );
}

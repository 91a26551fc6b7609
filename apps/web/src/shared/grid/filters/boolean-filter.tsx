import { Input } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedRadios } from '../../ui/segmented-radios';

type BooleanFilterProps = {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
};

const choiceOf = (value: boolean | undefined) => (value === undefined ? 'any' : value ? 'yes' : 'no');

/** §3 boolean filter: yes, no, or any (no filter). */
export function BooleanFilter({ label, value, onChange }: BooleanFilterProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }} size="xs">
      <div>
        <SegmentedRadios
          aria-labelledby={labelId}
          value={choiceOf(value)}
          onChange={(next) => onChange(next === 'any' ? undefined : next === 'yes')}
          data={[
            { value: 'any' as const, label: t('grid.filter_boolean.any') },
            { value: 'yes' as const, label: t('grid.filter_boolean.yes') },
            { value: 'no' as const, label: t('grid.filter_boolean.no') },
          ]}
        />
      </div>
    </Input.Wrapper>
  );
}

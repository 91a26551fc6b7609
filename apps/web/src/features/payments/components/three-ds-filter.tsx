import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ThreeDsFilterProps = {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
};

/** §3 boolean filter: any, yes or no. */
export function ThreeDsFilter({ label, value, onChange }: ThreeDsFilterProps) {
  const { t } = useTranslation();
  return (
    <Select
      size="xs"
      w={120}
      label={label}
      clearable
      data={[
        { value: 'true', label: t('payments.yes') },
        { value: 'false', label: t('payments.no') },
      ]}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === null ? undefined : next === 'true')}
    />
  );
}

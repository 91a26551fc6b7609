import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SIZES = [10, 20, 50, 100];

type PageSizeSelectProps = { size: number; onChange: (size: number) => void };

/** §4 rows per page: 10, 20, 50 or 100, and the reader's own preference when it is none of them. */
export function PageSizeSelect({ size, onChange }: PageSizeSelectProps) {
  const { t } = useTranslation();
  const sizes = SIZES.includes(size) ? SIZES : [...SIZES, size].sort((a, b) => a - b);
  return (
    <NativeSelect
      size="xs"
      w={72}
      aria-label={t('grid.page_size')}
      value={String(size)}
      data={sizes.map(String)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}

import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { environmentQuery, originApiBase } from '../http/environment';

type ExportCsvLinkProps = {
  /** The grid's list path, e.g. `/countries`; the export is `{path}/export.csv`. */
  path: string;
  /** The grid state's export query (filter, sort, columns). */
  query: string;
};

/** Downloads every row the grid's filters match as the server's CSV, in the visible columns and sort on screen. */
export function ExportCsvLink({ path, query }: ExportCsvLinkProps) {
  const { t } = useTranslation();
  const { data: environment } = useQuery(environmentQuery);
  const base = environment?.FACADE_URL ?? originApiBase();
  return (
    <Button
      component="a"
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} aria-hidden />}
      href={`${base}${path}/export.csv?${query}`}
      download
    >
      {t('grid.export_csv')}
    </Button>
  );
}

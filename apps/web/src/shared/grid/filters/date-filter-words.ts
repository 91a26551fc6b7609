import type { InputForms } from '@paygrid/domain/format/input-segments';
import type { UnixDateFilter } from '@paygrid/domain/grid/filter-types';
import { formatDateEntry, unixDateEntryOf } from '@paygrid/domain/grid/unix-date-entry';
import type { TFunction } from 'i18next';

/** A unix-date filter in words: its preset's name, or its comparison with the ends in the reader's formats. */
export const dateFilterWords = (
  filter: UnixDateFilter,
  forms: InputForms & { timeZone: string },
  t: TFunction,
): string => {
  const entry = unixDateEntryOf(filter, forms.timeZone);
  if (entry.kind === 'preset') return t(`grid.filter_date.preset.${entry.preset}`);
  const from = entry.from ? formatDateEntry(entry.from, forms) : '…';
  const to = entry.to ? formatDateEntry(entry.to, forms) : '…';
  return t(`grid.filter_date.summary.${entry.type}`, { from, to });
};

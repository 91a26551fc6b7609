/** A calendar date as entered in the UI-kit date input (§2: three dash-separated orders). */
export type CalendarDate = { year: number; month: number; day: number };
export type DateOrder = 'year-month-day' | 'day-month-year' | 'month-day-year';

/** UI-kit default preset (§7). */
export const DEFAULT_DATE_ORDER: DateOrder = 'year-month-day';

const year = '(\\d{4})';
const month = '(0[1-9]|1[0-2])';
const day = '(0[1-9]|[12]\\d|3[01])';

const patterns: Record<DateOrder, RegExp> = {
  'year-month-day': new RegExp(`^${year}-${month}-${day}$`),
  'day-month-year': new RegExp(`^${day}-${month}-${year}$`),
  'month-day-year': new RegExp(`^${month}-${day}-${year}$`),
};

/** §5 date input: month 01-12, day 01-31, four-digit year, in the given order. */
export const parseDateInput = (text: string, order: DateOrder): CalendarDate | undefined => {
  const match = patterns[order].exec(text);
  if (!match) return undefined;
  const [a, b, c] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (order === 'year-month-day') return { year: a, month: b, day: c };
  if (order === 'day-month-year') return { year: c, month: b, day: a };
  return { year: c, month: a, day: b };
};

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

export const formatDateInput = (date: CalendarDate, order: DateOrder): string => {
  const [y, m, d] = [pad(date.year, 4), pad(date.month, 2), pad(date.day, 2)];
  if (order === 'year-month-day') return `${y}-${m}-${d}`;
  if (order === 'day-month-year') return `${d}-${m}-${y}`;
  return `${m}-${d}-${y}`;
};

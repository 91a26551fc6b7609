import type { EnumerationItem } from '@paygrid/contracts/system/enumerations';
import { isValidTimeZone } from '@paygrid/domain/format/time-zone';
import { isSameTimeZone } from '@paygrid/domain/format/time-zone-names';

/**
 * One option of a searchable reference picker: what is saved, what is shown, what finds it, and the names that
 * put it first when typed whole or begun ("euro" ranks Euro above WIR Euro); search and names are lower case.
 */
export type PickerOption = { value: string; label: string; search: string; names: string[] };

const searchOf = (...parts: ReadonlyArray<string | undefined>) =>
  parts.filter(Boolean).join(' ').toLowerCase();

/**
 * Every word of the search appears in the option's search text, in any case.
 * @internal Exported for tests only.
 */
export const matchesSearch = (text: string | undefined, search: string): boolean =>
  text !== undefined &&
  search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));

const namesOf = (...parts: ReadonlyArray<string | undefined>) =>
  parts.filter((part): part is string => Boolean(part)).map((part) => part.toLowerCase());

const rankOf = (option: PickerOption, search: string): number => {
  if (option.names.includes(search)) return 0;
  return option.names.some((name) => name.startsWith(search)) ? 1 : 2;
};

/** The options every word of the search finds, those named by it first, otherwise in their own order. */
export function findOptions<T extends PickerOption>(options: ReadonlyArray<T>, search: string): T[] {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return [...options];
  return options
    .filter((option) => matchesSearch(option.search, wanted))
    .map((option, index) => ({ option, index, rank: rankOf(option, wanted) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ option }) => option);
}

/** The `countries` enumeration, in the server's order (sorted in the reader's language), found by name or code. */
export const countryPickerOptions = (countries: ReadonlyArray<EnumerationItem>): PickerOption[] =>
  countries.map(({ value, label }) => ({
    value,
    label,
    search: searchOf(label, value),
    names: namesOf(label, value),
  }));

/**
 * National currencies an organisation keeps its books in: "UAH · Hryvnia", found by keywords ("гривня") too. With
 * `everyKind`, every currency of the catalogue, as a payment may be in any (crypto and metals too).
 */
export const currencyPickerOptions = (
  currencies: ReadonlyArray<EnumerationItem>,
  { everyKind = false }: { everyKind?: boolean } = {},
): PickerOption[] =>
  currencies
    .filter((item) => everyKind || item.type === 'national')
    .map((item) => {
      const label = `${item.value} · ${item.label}`;
      return {
        value: item.value,
        label,
        search: searchOf(label, ...(item.keywords ?? [])),
        names: namesOf(item.value, item.label),
      };
    });

/**
 * "UTC+02:00" for the zone at that instant (offsets move with daylight saving, so "now" is the honest one).
 * @internal Exported for tests only.
 */
export function utcOffsetOf(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  // ICU versions word a zero offset "GMT" or "GMT+00:00": both read as plain UTC.
  return !name || /^GMT(?:[+-]00:00)?$/.test(name) ? 'UTC' : name.replace('GMT', 'UTC');
}

/**
 * The `time-zones` enumeration with each zone's offset now: "Kyiv (Europe) UTC+02:00", found by today's and older
 * names. A kept zone (the saved one, the browser's) takes the value of its entry when it is that zone under its
 * other name (Europe/Kyiv for Europe/Kiev), so the picker shows it picked; an unlisted valid zone is added.
 */
export function timeZonePickerOptions(
  zones: ReadonlyArray<EnumerationItem>,
  at: Date,
  kept?: string,
): PickerOption[] {
  const keptValid = kept !== undefined && kept !== '' && isValidTimeZone(kept);
  const options = zones
    .filter((item) => isValidTimeZone(item.value))
    .map((item) => {
      const value = keptValid && isSameTimeZone(item.value, kept) ? kept : item.value;
      const offset = utcOffsetOf(value, at);
      return {
        value,
        label: `${item.label} ${offset}`,
        search: searchOf(item.label, offset, ...(item.keywords ?? [])),
        names: namesOf(item.label, ...(item.keywords ?? [])),
      };
    });
  if (keptValid && zones.length > 0 && !options.some((option) => option.value === kept))
    options.push({
      value: kept,
      label: `${kept} ${utcOffsetOf(kept, at)}`,
      search: searchOf(kept),
      names: namesOf(kept),
    });
  return options;
}

import type { InputForms, SegmentTexts } from '@paygrid/domain/format/input-segments';
import { zonedDateTime, zonedTimeToEpochMs } from '@paygrid/domain/format/time-zone';
import { dateEntryTexts, readDateEntry } from '@paygrid/domain/grid/unix-date-entry';
import { encodeFieldMessage } from '~/shared/forms/field-message';

/** The reader's date order, clock and time zone: the time they type is theirs. */
type SinceForms = InputForms & { timeZone: string };

/** A day typed without a time of day starts at its midnight. */
const ZERO = { hours: 0, minutes: 0, seconds: 0 };

/** The time "Resend failed since…" starts from: a day before now, to the minute, as the reader writes it. */
export function defaultSinceTexts(now: number, forms: SinceForms): SegmentTexts {
  const { year, month, day, hours, minutes } = zonedDateTime(now - 24 * 60 * 60 * 1000, forms.timeZone);
  return dateEntryTexts({ date: { year, month, day }, time: { hours, minutes, seconds: 0 } }, forms);
}

/** The since time as the API takes it (an ISO instant), or the encoded message of what is wrong with it. */
export function readSince(
  texts: SegmentTexts,
  forms: SinceForms,
  now: number,
): { at: string } | { error: string } {
  const entry = readDateEntry(texts, forms);
  if (entry.kind === 'empty') return { error: encodeFieldMessage({ key: 'validation__required' }) };
  if (entry.kind === 'invalid') return { error: encodeFieldMessage({ key: 'validation__invalid' }) };
  const at = zonedTimeToEpochMs({ ...entry.value.date, ...(entry.value.time ?? ZERO) }, forms.timeZone);
  if (at > now) return { error: encodeFieldMessage({ key: 'webhooks.resend_failed.since_future' }) };
  return { at: new Date(at).toISOString() };
}

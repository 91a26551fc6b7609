import { formatInZone, type Instant } from '@paygrid/domain/format/date-time-format';
import { formatNumber, type NumberFormatName, numberFormats } from '@paygrid/domain/format/number-format';

/**
 * The number every number-format choice is shown with.
 * @internal Exported for tests only.
 */
export const SAMPLE_NUMBER = '1234567.89';

export function numberSample(format: NumberFormatName): string {
  return formatNumber(SAMPLE_NUMBER, numberFormats[format]);
}

/** A date or time pattern applied to an instant in a zone: what the choice will look like. */
export function patternSample(instant: Instant, pattern: string, timeZone: string): string {
  return formatInZone(instant, pattern, timeZone);
}

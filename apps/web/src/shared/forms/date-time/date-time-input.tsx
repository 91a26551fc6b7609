import {
  dateSegmentsOf,
  type Segment,
  type SegmentTexts,
  timeSegmentsOf,
} from '@paygrid/domain/format/input-segments';
import { useMemo } from 'react';
import { SegmentedInput } from './segmented-input';
import { useInputForms } from './use-input-forms';

type DateTimeInputProps = {
  label: string;
  texts: SegmentTexts;
  onChange: (texts: SegmentTexts) => void;
  /** With hours, minutes and seconds (and a or p on the 12-hour clock) after the date. */
  withTime?: boolean;
  error?: string | undefined;
};

/** A date, or a date and time, entered in the reader's date order and clock (§2, §9). */
export function DateTimeInput({ label, texts, onChange, withTime = false, error }: DateTimeInputProps) {
  const { order, clock } = useInputForms();
  const segments = useMemo<Segment[]>(
    () => [...dateSegmentsOf(order), ...(withTime ? timeSegmentsOf(clock) : [])],
    [order, clock, withTime],
  );
  return (
    <SegmentedInput
      label={label}
      segments={segments}
      texts={texts}
      onChange={onChange}
      clock={clock}
      error={error}
    />
  );
}

import { useMemo } from 'react';
import { countryPickerOptions, currencyPickerOptions, timeZonePickerOptions } from './picker-options';
import { ReferencePicker, type ReferencePickerProps } from './reference-picker';
import { useEnumeration } from './use-enumeration';

type PickerProps = Omit<ReferencePickerProps, 'options'>;

/** Countries from the `countries` enumeration, in the reader's language. */
export function CountryPicker(props: PickerProps) {
  const { data } = useEnumeration('countries');
  const options = useMemo(() => countryPickerOptions(data ?? []), [data]);
  return <ReferencePicker {...props} options={options} />;
}

/** Book-keeping (national) currencies from `system-currencies`. */
export function CurrencyPicker(props: PickerProps) {
  const { data } = useEnumeration('system-currencies');
  const options = useMemo(() => currencyPickerOptions(data ?? []), [data]);
  return <ReferencePicker {...props} options={options} />;
}

/** Time zones from `time-zones`, with their offset now; `kept` is the zone shown picked under either name. */
export function TimeZonePicker({ kept, ...props }: PickerProps & { kept?: string }) {
  const { data } = useEnumeration('time-zones');
  const options = useMemo(() => timeZonePickerOptions(data ?? [], new Date(), kept), [data, kept]);
  return <ReferencePicker {...props} options={options} />;
}

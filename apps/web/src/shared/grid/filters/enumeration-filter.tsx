import { onDemand } from '~/shared/on-demand/on-demand';
import { OnDemandField } from '~/shared/on-demand/on-demand-field';
import { ChoiceStandIn } from './choice-stand-in';
import type { FilterOption } from './filter-option';

export type EnumerationFilterProps = {
  label: string;
  options: ReadonlyArray<FilterOption>;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

const picker = onDemand(() => import('./choice-pickers').then((module) => module.EnumerationSelect));

/** §3 enumeration filter: one value of a list, picked from a Select that arrives when first wanted. */
export function EnumerationFilter(props: EnumerationFilterProps) {
  const shown = props.options.find((option) => option.value === props.value)?.label ?? '';
  return (
    <OnDemandField
      part={picker}
      props={props}
      standIn={<ChoiceStandIn w={180} label={props.label} shown={shown} />}
    />
  );
}

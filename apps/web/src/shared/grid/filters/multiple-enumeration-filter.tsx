import { onDemand } from '~/shared/on-demand/on-demand';
import { OnDemandField } from '~/shared/on-demand/on-demand-field';
import { ChoiceStandIn } from './choice-stand-in';
import type { FilterOption } from './filter-option';

export type MultipleEnumerationFilterProps = {
  label: string;
  options: ReadonlyArray<FilterOption>;
  value: ReadonlyArray<string> | undefined;
  onChange: (value: string[] | undefined) => void;
};

const picker = onDemand(() => import('./choice-pickers').then((module) => module.MultipleEnumerationSelect));

/** §3 multiple-enumeration filter: any of several values, picked from a MultiSelect that arrives when first wanted. */
export function MultipleEnumerationFilter(props: MultipleEnumerationFilterProps) {
  const chosen = new Set(props.value ?? []);
  const shown = props.options
    .filter((option) => chosen.has(option.value))
    .map((option) => option.label)
    .join(', ');
  return (
    <OnDemandField
      part={picker}
      props={props}
      standIn={<ChoiceStandIn miw={180} maw={320} label={props.label} shown={shown} />}
    />
  );
}

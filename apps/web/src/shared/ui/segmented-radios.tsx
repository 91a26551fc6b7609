import { type ReactNode, useId } from 'react';
import classes from './segmented-radios.module.css';

type SegmentedRadiosItem<Value extends string> = {
  value: Value;
  label: ReactNode;
  /** The language of the label, when it is not the page's (a language's own name). */
  lang?: string;
};

type SegmentedRadiosProps<Value extends string> = {
  data: ReadonlyArray<SegmentedRadiosItem<Value>>;
  value: Value;
  onChange: (value: Value) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
};

/**
 * A few choices side by side, one picked: native radios drawn as a segmented control. Mantine's SegmentedControl
 * slides an indicator it measures in JavaScript after every mount, which forced a layout of the whole page before
 * its first paint (the login page's header, the grid's filters: bench/results.md, 2026-11-26).
 */
export function SegmentedRadios<Value extends string>({
  data,
  value,
  onChange,
  className,
  ...labelling
}: SegmentedRadiosProps<Value>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      className={className ? `${classes.group} ${className}` : classes.group}
      {...labelling}
    >
      {data.map((item) => (
        <label key={item.value} className={classes.option} lang={item.lang}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={item.value}
            checked={value === item.value}
            onChange={() => onChange(item.value)}
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}

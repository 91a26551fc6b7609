import { Text } from '@mantine/core';
import {
  eraseFromSegment,
  type Segment,
  type SegmentTexts,
  segmentLength,
  settleSegment,
  stepSegment,
  typeIntoSegment,
} from '@paygrid/domain/format/input-segments';
import type { TimeInputForm } from '@paygrid/domain/format/time-input';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './segmented-input.module.css';

type SegmentedInputProps = {
  label: string;
  segments: ReadonlyArray<Segment>;
  texts: SegmentTexts;
  onChange: (texts: SegmentTexts) => void;
  clock: TimeInputForm;
  error?: string | undefined;
};

const DATE_PARTS: ReadonlyArray<Segment> = ['year', 'month', 'day'];

/** What stands between two segments: dashes in a date (§2), colons in a time, a space elsewhere. */
const separatorBetween = (before: Segment, after: Segment): string => {
  if (DATE_PARTS.includes(before) && DATE_PARTS.includes(after)) return '-';
  if (after === 'minutes' || after === 'seconds') return ':';
  return ' ';
};

const SEPARATOR_KEYS = new Set(['-', ':', ' ', '/', '.']);

/**
 * §2 a segmented date and/or time input: each part its own labelled field. Typed digits fill a part and move on,
 * arrows step it (up, down) or move between parts (left, right), backspace erases and then goes back.
 */
export function SegmentedInput({ label, segments, texts, onChange, clock, error }: SegmentedInputProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => refs.current[index]?.focus();
  // Moving the focus blurs a part before React renders the last key's text: read and write the latest texts.
  const latest = useRef(texts);
  latest.current = texts;
  const read = (segment: Segment) => latest.current[segment] ?? '';
  const set = (segment: Segment, text: string) => {
    latest.current = { ...latest.current, [segment]: text };
    onChange(latest.current);
  };

  const onKeyDown = (index: number, segment: Segment) => (event: KeyboardEvent<HTMLInputElement>) => {
    const text = read(segment);
    const { key } = event;
    if (event.ctrlKey || event.metaKey || event.altKey || key === 'Tab') return;
    if (key === 'ArrowUp' || key === 'ArrowDown') {
      event.preventDefault();
      const start = segment === 'year' ? new Date().getFullYear() : undefined;
      set(segment, stepSegment(segment, text, key === 'ArrowUp' ? 1 : -1, clock, start));
    } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      event.preventDefault();
      focus(index + (key === 'ArrowLeft' ? -1 : 1));
    } else if (key === 'Backspace' || key === 'Delete') {
      event.preventDefault();
      const erased = eraseFromSegment(text);
      if (erased.retreat) focus(index - 1);
      else set(segment, erased.text);
    } else if (SEPARATOR_KEYS.has(key)) {
      event.preventDefault();
      if (text !== '') focus(index + 1);
    } else if (key.length === 1) {
      event.preventDefault();
      const typed = typeIntoSegment(segment, text, key, clock);
      set(segment, typed.text);
      if (typed.advance) focus(index + 1);
    }
  };

  // Pasted or filled text, and soft keyboards that send no key: replayed key by key from an empty part.
  const onInput = (index: number, segment: Segment, value: string) => {
    let text = '';
    let advance = false;
    for (const key of value) ({ text, advance } = typeIntoSegment(segment, advance ? '' : text, key, clock));
    set(segment, text);
    if (advance) focus(index + 1);
  };

  return (
    <fieldset className={classes.fieldset} aria-describedby={error ? errorId : undefined}>
      <Text component="legend" size="xs" fw={500} mb={2}>
        {label}
      </Text>
      <div className={classes.field} data-error={error ? true : undefined}>
        {segments.map((segment, index) => {
          const previous = segments[index - 1];
          return (
            <span key={segment} style={{ display: 'contents' }}>
              {previous ? (
                <span className={classes.separator} aria-hidden>
                  {separatorBetween(previous, segment)}
                </span>
              ) : null}
              <input
                ref={(element) => {
                  refs.current[index] = element;
                }}
                className={classes.segment}
                style={{ width: `${segmentLength(segment) + (segment === 'meridiem' ? 1.5 : 0.6)}ch` }}
                aria-label={t(`grid.filter_segment.${segment}`)}
                aria-invalid={error ? true : undefined}
                placeholder={t(`grid.filter_segment.${segment}_placeholder`)}
                inputMode={segment === 'meridiem' ? 'text' : 'numeric'}
                autoComplete="off"
                spellCheck={false}
                value={texts[segment] ?? ''}
                onKeyDown={onKeyDown(index, segment)}
                onChange={(event) => onInput(index, segment, event.currentTarget.value)}
                onFocus={(event) => event.currentTarget.select()}
                onBlur={() => {
                  const settled = settleSegment(segment, read(segment));
                  if (settled !== read(segment)) set(segment, settled);
                }}
              />
            </span>
          );
        })}
      </div>
      {error ? (
        <Text id={errorId} size="xs" c="var(--mantine-color-error)" mt={2}>
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}

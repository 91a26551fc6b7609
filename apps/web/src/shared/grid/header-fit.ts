import { useMemo } from 'react';
import classes from './data-grid.module.css';

/**
 * What a header takes besides its label: the cell's padding (xs on each side), the column menu button and its gap,
 * and room for the sort arrow a sorted column shows.
 */
const HEADER_CHROME = 20 + 18 + 2 + 4 + 14 + 2;

/**
 * The width each header needs to show its whole label in the reader's language (issue 32: "Платіжна система" was
 * cut to "Платіж…" in a column declared for "Vendor"). The labels are set once, together, in the header's own
 * style, and read in one layout pass. Without layout (jsdom) a label measures nothing and the declared width stands.
 */
function measureHeaderLabels(labels: ReadonlyArray<string>): number[] {
  if (typeof document === 'undefined' || labels.length === 0) return labels.map(() => 0);
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText = 'position:absolute;visibility:hidden;left:-10000px;top:0;white-space:nowrap';
  const spans = labels.map((label) => {
    const span = document.createElement('span');
    span.className = classes.headerLabel ?? '';
    span.style.display = 'inline-block';
    span.textContent = label;
    box.appendChild(span);
    return span;
  });
  document.body.appendChild(box);
  const widths = spans.map((span) => Math.ceil(span.getBoundingClientRect().width));
  box.remove();
  return widths.map((width) => (width > 0 ? width + HEADER_CHROME : 0));
}

/** Each column's width by default: as declared, or wider when its header's label needs more. */
export function useFittedWidths(
  columns: ReadonlyArray<{ param: string; label: string; width?: number }>,
  fallback: number,
): Map<string, number> {
  const labelKey = columns.map((column) => `${column.param}\u0000${column.label}`).join('\u0001');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels and declared widths are what is measured.
  return useMemo(() => {
    const needed = measureHeaderLabels(columns.map((column) => column.label));
    return new Map(
      columns.map((column, index) => [
        column.param,
        Math.max(column.width ?? fallback, Math.min(needed[index] ?? 0, 400)),
      ]),
    );
  }, [labelKey, fallback]);
}

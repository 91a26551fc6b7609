import { rem, TableTr } from '@mantine/core';
import type { CSSProperties } from 'react';

/**
 * Mantine's table classes, for the grid's plain table elements. Mantine's Table component carries its
 * ScrollContainer, and with it ScrollArea and floating-ui (12 KiB), into every grid page's first load (decision
 * 0086); its elements are also some hundreds of components resolving props and styles for one class each.
 */
export const tableClasses = TableTr.classes;

/** What Mantine's Table sets on a row from the grid's table: row borders, highlight on hover. */
export const rowAttributes = { 'data-with-row-border': true, 'data-hover': true } as const;

/** The variables Mantine's Table sets for the grid's spacing (vertical 4 px, horizontal xs). */
export const gridTableSpacing = {
  '--table-vertical-spacing': rem(4),
  '--table-horizontal-spacing': 'var(--mantine-spacing-xs)',
} as CSSProperties;

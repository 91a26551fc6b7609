/** One cell of the grouped header row: a run of neighbouring columns sharing a group label, or one without. */
export type HeaderGroup = { key: string; label: string | undefined; span: number };

/** §3 the grouped header row over the visible columns in order; none when no column has a group. */
export function headerGroups(
  columns: ReadonlyArray<{ param: string; groupLabel?: string | undefined }>,
): HeaderGroup[] {
  if (!columns.some((column) => column.groupLabel)) return [];
  const groups: HeaderGroup[] = [];
  for (const column of columns) {
    const last = groups.at(-1);
    if (last && column.groupLabel && last.label === column.groupLabel) last.span += 1;
    else groups.push({ key: column.param, label: column.groupLabel, span: 1 });
  }
  return groups;
}

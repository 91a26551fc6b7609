/** Query keys of a grid's saved views, saved filters and saved columns. */
export const viewKeys = {
  all: ['saved-presets'] as const,
  views: (gridCode: string) => [...viewKeys.all, 'views', gridCode] as const,
  filters: (gridCode: string) => [...viewKeys.all, 'filters', gridCode] as const,
  columns: (gridCode: string) => [...viewKeys.all, 'columns', gridCode] as const,
};

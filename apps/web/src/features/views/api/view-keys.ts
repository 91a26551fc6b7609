/** Query keys of a grid's presets: its saved views, saved filters and the reader's saved columns, read together. */
export const viewKeys = {
  all: ['saved-presets'] as const,
  grid: (gridCode: string) => [...viewKeys.all, gridCode] as const,
};

import { z } from 'zod';

/** Kinds of grid data that have icons (SPEC §3: "Icons are fetched as definitions by type and name"). */
export const UI_ICON_TYPES = ['currency-types', 'payment-methods', 'statuses'] as const;
export type UiIconType = (typeof UI_ICON_TYPES)[number];

/** GET /ui-icons/{type}/{icon}.json: an Iconify icon definition, drawn with currentColor. */
export const uiIconSchema = z.object({
  /** The kept icon set it comes from, and the icon's name there. */
  prefix: z.string(),
  name: z.string(),
  /** SVG content to put inside `<svg viewBox="0 0 {width} {height}">`. */
  body: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UiIcon = z.infer<typeof uiIconSchema>;

export const uiIconParamsSchema = z.object({
  type: z.string().max(40),
  icon: z.string().max(80),
});

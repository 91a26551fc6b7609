import { z } from 'zod';

/** One cause of a failure, JSON:API style: a field (source.pointer) or a reason (code). */
const apiErrorItemSchema = z.object({
  status: z.string(),
  code: z.string(),
  title: z.string(),
  detail: z.string().optional(),
  source: z.object({ pointer: z.string().optional(), parameter: z.string().optional() }).optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorItem = z.infer<typeof apiErrorItemSchema>;

/** The one body of every failed API call (DESIGN.md, Errors). */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(apiErrorItemSchema),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

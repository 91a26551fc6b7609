import { z } from 'zod';

/** GET /user/sessions */
export const userSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export const userSessionListSchema = z.object({ data: z.array(userSessionSchema) });
export type UserSession = z.infer<typeof userSessionSchema>;

/** GET /user/security-log */
export const securityEventSchema = z.object({
  id: z.string(),
  kind: z.string(),
  ip: z.string().nullable(),
  device: z.string(),
  created_at: z.string(),
});
export const securityLogSchema = z.object({ data: z.array(securityEventSchema) });
export type SecurityEvent = z.infer<typeof securityEventSchema>;

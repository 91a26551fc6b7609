import { z } from 'zod';

/** The build metadata file the client polls to notice a new release (SPEC §2, §7). */
export const buildInfoSchema = z.object({
  id: z.string().min(1),
  timestamp: z.number().int(),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;

export { BUILD_INFO_PATH } from './build-info-path';

import { z } from 'zod';

/**
 * The build metadata file the client polls to notice a new release (SPEC §2, §7).
 * @internal Exported for tests only: isBuildInfo's test holds the guard to it (here it gives the type).
 */
export const buildInfoSchema = z.object({
  id: z.string().min(1),
  timestamp: z.number().int(),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;

export { BUILD_INFO_PATH } from './build-info-path';

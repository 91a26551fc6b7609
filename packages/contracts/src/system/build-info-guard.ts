import { objectOf } from '../common/guards';
import type { BuildInfo } from './build-info';

/** `buildInfoSchema` without zod: every page starts polling the build metadata file at once (issue 21). */
export const isBuildInfo = objectOf<BuildInfo>({
  id: (value): value is string => typeof value === 'string' && value.length > 0,
  timestamp: (value): value is number => Number.isSafeInteger(value),
});

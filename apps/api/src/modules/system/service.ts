import type { Environment } from '@paygrid/contracts';
import type { Config } from '../../config';
import type { HitCounter } from '../../hit-counters/hit-counter';
import { type CropArea, cropImage } from '../../images/crop-image';
import { type ImageFormat, readUploadedImage } from '../../images/uploaded-image';
import type { InFlightGate } from '../../shared/in-flight-gate';
import { spendAttempt } from '../auth/throttle';
import { cropKey } from './crop-limits';

/** The application environment of SPEC §3, as the browser may see it: nothing secret. */
export function clientEnvironment(config: Config): Environment {
  return {
    FACADE_URL: config.FACADE_URL ?? null,
    COOKIE_DOMAIN: config.COOKIE_DOMAIN,
    CLARITY_PROJECT_ID: config.CLARITY_PROJECT_ID ?? null,
    CLARITY_SCRIPT_URL: config.CLARITY_SCRIPT_URL,
    APP_HOST: config.APP_HOST,
    REGISTRATION_ENABLED: config.REGISTRATION_ENABLED,
    BLOG_URL: config.BLOG_URL ?? null,
    SENTRY_DSN: config.SENTRY_DSN ?? null,
  };
}

const IMAGE_POINTER = '/data/attributes/image';

/**
 * POST /system/crop-image within its bounds (ADR 0096): the person's allowance of crops, then a crop slot of this
 * process (the allowance is given back when none is free), then the image's own limits.
 */
export async function cropUploadedImage(
  deps: { hits: HitCounter; crops: InFlightGate },
  userId: string,
  request: { image: string; area: CropArea },
): Promise<{ bytes: Buffer; format: ImageFormat }> {
  const allowance = await spendAttempt(deps.hits, [cropKey(userId)]);
  return deps.crops.run(
    async () => {
      const image = await readUploadedImage(request.image, IMAGE_POINTER);
      return { bytes: await cropImage(image, request.area, IMAGE_POINTER), format: image.format };
    },
    () => allowance.succeeded(),
  );
}

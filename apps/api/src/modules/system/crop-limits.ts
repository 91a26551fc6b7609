import { type Problem, problemItem, retryLater } from '../../http/problem';
import { limitReached, type ThrottleKey } from '../auth/throttle';

/** Crops one server process runs at once (ADR 0096): a turn is CPU work, and a process has about two cores. */
export const CROPS_AT_ONCE_PER_PROCESS = 2;
/** Crops one person may ask for in 10 minutes: an avatar or a logo takes a few tries, never dozens. */
export const CROPS_PER_USER_10_MINUTES = 30;
/** What a busy answer asks the browser to wait: a crop takes well under a second. */
const CROP_BUSY_RETRY_SECONDS = 2;

export const cropKey = (userId: string): ThrottleKey => ({
  key: `crop-image:user:${userId}`,
  max: CROPS_PER_USER_10_MINUTES,
  windowMs: 10 * 60 * 1000,
  refuse: limitReached(
    'too_many_crops',
    `One person may crop ${CROPS_PER_USER_10_MINUTES} images in 10 minutes.`,
    { limit: CROPS_PER_USER_10_MINUTES },
  ),
});

/** Every crop slot of this process is taken: 429 with Retry-After (a POST that SPEC §7's client does not repeat). */
export function cropBusy(): Problem {
  const message = 'Several images are being cropped right now. Try again in a few seconds.';
  return retryLater(
    429,
    message,
    {
      ...problemItem(429, 'crop_busy', 'Too Many Requests', message),
      meta: { retry_after: CROP_BUSY_RETRY_SECONDS },
    },
    CROP_BUSY_RETRY_SECONDS,
  );
}

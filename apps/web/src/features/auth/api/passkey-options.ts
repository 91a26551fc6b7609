import { isRecord, objectOf } from '@paygrid/contracts/common/guards';
import type { PasskeyOptionsAnswer } from '@paygrid/contracts/user/passkeys';
import { guardedAnswer } from '~/shared/http';

/** `{ options }` for the browser's prompt, checked by a guard: the login page loads no zod (decision 0023). */
export const passkeyOptionsAnswer = guardedAnswer(
  objectOf<PasskeyOptionsAnswer>({ options: isRecord }),
  'passkey options',
);

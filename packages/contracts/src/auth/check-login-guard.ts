import { isApiError } from '../common/api-error-guard';
import { literal, objectOf } from '../common/guards';
import type { CheckLoginAnswer, SecondFactorRequired } from './check-login';

/** `checkLoginAnswerSchema` without zod: the login page checks nothing else (issue 21). */
export const isCheckLoginAnswer = objectOf<CheckLoginAnswer>({ success: literal(true) });

const isSecondFactorFlag = objectOf<Pick<SecondFactorRequired, 'success' | '2fa'>>({
  success: literal(false),
  '2fa': literal(true),
});

/** `secondFactorRequiredSchema` without zod: the 401 that asks for the second step (SPEC §4). */
export const isSecondFactorRequired = (data: unknown): data is SecondFactorRequired =>
  isApiError(data) && isSecondFactorFlag(data);

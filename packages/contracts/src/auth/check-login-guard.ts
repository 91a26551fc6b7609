import { isApiError } from '../common/api-error-guard';
import { arrayOf, type Guard, literal, objectOf } from '../common/guards';
import type { CheckLoginAnswer, SecondFactorMethod, SecondFactorRequired } from './check-login';

/** `checkLoginAnswerSchema` without zod: the login page checks nothing else (issue 21). */
export const isCheckLoginAnswer = objectOf<CheckLoginAnswer>({ success: literal(true) });

const isSecondFactorMethod: Guard<SecondFactorMethod> = (value): value is SecondFactorMethod =>
  value === 'passkey' || value === 'totp' || value === 'recovery-code';

const isSecondFactorFlag = objectOf<Pick<SecondFactorRequired, 'success' | '2fa' | 'second_factors'>>({
  success: literal(false),
  '2fa': literal(true),
  second_factors: arrayOf(isSecondFactorMethod),
});

/** `secondFactorRequiredSchema` without zod: the 401 that asks for the second step (SPEC §4). */
export const isSecondFactorRequired = (data: unknown): data is SecondFactorRequired =>
  isApiError(data) && isSecondFactorFlag(data);

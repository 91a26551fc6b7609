import type { SecondFactorBody } from '@paygrid/contracts/auth/check-login';
import { isCheckLoginAnswer } from '@paygrid/contracts/auth/check-login-guard';
import { useMutation } from '@tanstack/react-query';
import { api, guardedAnswer } from '~/shared/http';
import type { MutationConfig } from '~/shared/query/mutation-config';

/** POST /2fa-check with a TOTP code or one recovery code. */
export async function checkSecondFactor(body: SecondFactorBody): Promise<void> {
  await api.post('/2fa-check', guardedAnswer(isCheckLoginAnswer, 'a login answer'), { body });
}

export const useCheckSecondFactor = (config: MutationConfig<typeof checkSecondFactor> = {}) =>
  useMutation({ ...config, mutationFn: checkSecondFactor });

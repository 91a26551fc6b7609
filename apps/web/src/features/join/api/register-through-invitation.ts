import { isCheckLoginAnswer } from '@paygrid/contracts/auth/check-login-guard';
import type { RegistrationBody } from '@paygrid/contracts/auth/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, guardedAnswer, lazyAnswer } from '~/shared/http';
import type { MutationConfig } from '~/shared/query/mutation-config';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const registrationAnswer = lazyAnswer(
  () => import('@paygrid/contracts/auth/registration'),
  'registrationAnswerSchema',
);

/**
 * POST /registration with the invitation's token: the invited e-mail is confirmed at once (also when open
 * registration is off), so the visitor is logged in straight after with POST /check-login.
 */
export async function registerThroughInvitation(
  body: RegistrationBody & { invite_token: string },
): Promise<void> {
  await api.post('/registration', registrationAnswer, { body });
  await api.post('/check-login', guardedAnswer(isCheckLoginAnswer, 'a login answer'), {
    body: { email: body.email, password: body.password },
  });
}

export function useRegisterThroughInvitation(config: MutationConfig<typeof registerThroughInvitation> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: registerThroughInvitation,
    onSuccess: (...args) => {
      // Everything cached belonged to the visitor; the signed-in person's data loads afresh.
      queryClient.clear();
      return onSuccess?.(...args);
    },
  });
}

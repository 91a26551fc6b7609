import type { RegistrationResendBody } from '@paygrid/contracts/auth/registration';
import { useMutation } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const registrationAnswer = lazyAnswer(
  () => import('@paygrid/contracts/auth/registration'),
  'registrationAnswerSchema',
);

/** POST /registration/confirmation/resend: always the same answer. */
async function resendConfirmation(body: RegistrationResendBody): Promise<void> {
  await api.post('/registration/confirmation/resend', registrationAnswer, { body });
}

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });

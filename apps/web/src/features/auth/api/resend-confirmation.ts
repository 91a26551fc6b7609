import { type RegistrationResendBody, registrationAnswerSchema } from '@paygrid/contracts/auth/registration';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/shared/http';

/** POST /registration/confirmation/resend: always the same answer. */
export async function resendConfirmation(body: RegistrationResendBody): Promise<void> {
  await api.post('/registration/confirmation/resend', registrationAnswerSchema, { body });
}

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });

import { type RegistrationBody, registrationAnswerSchema } from '@paygrid/contracts/auth/registration';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/shared/http';
import type { MutationConfig } from '~/shared/query/mutation-config';

/** POST /registration: the same answer whether or not the e-mail has an account. */
export async function register(body: RegistrationBody): Promise<void> {
  await api.post('/registration', registrationAnswerSchema, { body });
}

export const useRegister = (config: MutationConfig<typeof register> = {}) =>
  useMutation({ ...config, mutationFn: register });

import type { RegistrationBody } from '@paygrid/contracts/auth/registration';
import { useMutation } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';
import type { MutationConfig } from '~/shared/query/mutation-config';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const registrationAnswer = lazyAnswer(
  () => import('@paygrid/contracts/auth/registration'),
  'registrationAnswerSchema',
);

/** POST /registration: the same answer whether or not the e-mail has an account. */
export async function register(body: RegistrationBody): Promise<void> {
  await api.post('/registration', registrationAnswer, { body });
}

export const useRegister = (config: MutationConfig<typeof register> = {}) =>
  useMutation({ ...config, mutationFn: register });

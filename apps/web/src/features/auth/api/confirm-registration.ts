import type { RegistrationConfirmationBody } from '@paygrid/contracts/auth/registration';
import { useMutation } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const registrationAnswer = lazyAnswer(
  () => import('@paygrid/contracts/auth/registration'),
  'registrationAnswerSchema',
);

/**
 * POST /registration/confirmation with the mailed token and the password the registration was made with: a link
 * confirms only its own registration, so someone else registering the address cannot take it over.
 */
async function confirmRegistration(body: RegistrationConfirmationBody): Promise<void> {
  await api.post('/registration/confirmation', registrationAnswer, { body });
}

export const useRegistrationConfirmation = () => useMutation({ mutationFn: confirmRegistration });

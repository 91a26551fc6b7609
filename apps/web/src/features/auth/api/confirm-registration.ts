import {
  type RegistrationConfirmationBody,
  registrationAnswerSchema,
} from '@paygrid/contracts/auth/registration';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/shared/http';

/**
 * POST /registration/confirmation with the mailed token and the password the registration was made with: a link
 * confirms only its own registration, so someone else registering the address cannot take it over.
 */
export async function confirmRegistration(body: RegistrationConfirmationBody): Promise<void> {
  await api.post('/registration/confirmation', registrationAnswerSchema, { body });
}

export const useRegistrationConfirmation = () => useMutation({ mutationFn: confirmRegistration });

import {
  type RegistrationConfirmationBody,
  registrationAnswerSchema,
} from '@paygrid/contracts/auth/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { authKeys } from './auth-keys';

/** POST /registration/confirmation with the mailed token. */
export async function confirmRegistration(body: RegistrationConfirmationBody): Promise<void> {
  await api.post('/registration/confirmation', registrationAnswerSchema, { body });
}

// A query (not a mutation) so React's double effects in development still send the token once.
export const registrationConfirmationQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.registrationConfirmation(token),
    queryFn: () => confirmRegistration({ token }).then(() => true),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Confirms the mailed token once per page load; not asked without a token. */
export const useRegistrationConfirmation = (token: string) => useQuery(registrationConfirmationQuery(token));

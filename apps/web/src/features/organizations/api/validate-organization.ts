import {
  type ValidateOrganizationAnswer,
  validateOrganizationAnswerSchema,
} from '@paygrid/contracts/organizations/create-organization';
import { api } from '~/shared/http';

/** POST /organization/validate?name=&alias=: the server's checks (alias taken, reserved) as the user types. */
export function validateOrganization(
  fields: { name?: string; alias?: string },
  signal?: AbortSignal,
): Promise<ValidateOrganizationAnswer> {
  return api.post('/organization/validate', validateOrganizationAnswerSchema, {
    query: fields,
    ...(signal ? { signal } : {}),
  });
}

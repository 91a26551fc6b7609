import { useMutation } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const acknowledgementAnswer = lazyAnswer(
  () => import('@paygrid/contracts/auth/account-fields'),
  'acknowledgementSchema',
);

/** POST /organization/leave (the owner is refused with 409). */
async function leaveOrganization(): Promise<void> {
  await api.post('/organization/leave', acknowledgementAnswer);
}

// Nothing cached is invalidated: the page leaves for the entrance host with a full load.
export const useLeaveOrganization = () => useMutation({ mutationFn: leaveOrganization });

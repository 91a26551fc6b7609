import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/shared/http';

/** POST /organization/leave (the owner is refused with 409). */
export async function leaveOrganization(): Promise<void> {
  await api.post('/organization/leave', acknowledgementSchema);
}

// Nothing cached is invalidated: the page leaves for the entrance host with a full load.
export const useLeaveOrganization = () => useMutation({ mutationFn: leaveOrganization });

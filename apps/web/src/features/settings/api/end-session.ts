import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { settingsKeys } from './settings-keys';

/** DELETE /user/sessions/{id}: signs that browser out. */
export async function endSession(id: string): Promise<void> {
  await api.delete(`/user/sessions/${encodeURIComponent(id)}`, acknowledgementSchema);
}

/** The security log gains a "session ended" line, so both lists are read again. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}

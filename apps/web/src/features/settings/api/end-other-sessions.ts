import { acknowledgementSchema } from '@paygrid/contracts/auth/account-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/shared/http';
import { settingsKeys } from './settings-keys';

/** DELETE /user/sessions: every session but this one. */
export async function endOtherSessions(): Promise<void> {
  await api.delete('/user/sessions', acknowledgementSchema);
}

/** The sessions list shrinks and the security log gains a line: both are read again. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}

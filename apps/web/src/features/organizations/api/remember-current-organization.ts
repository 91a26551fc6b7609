import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CurrentOrganization } from './current-organization';
import { organizationKeys } from './organization-keys';
import { switchOrganization } from './switch-organization';

/**
 * Opening an organisation's sub-domain makes it the session's current one, so links from the entrance lead back to
 * it. Reading the organisation changes nothing on the server: this explicit switch call does.
 */
export function useRememberCurrentOrganization(current: CurrentOrganization | undefined): void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: switchOrganization,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: organizationKeys.current() });
      await queryClient.invalidateQueries({ queryKey: organizationKeys.list() });
    },
  });
  const id = current?.data.id;
  const isCurrent = current?.data.attributes.current ?? true;
  useEffect(() => {
    if (id && !isCurrent) mutate(id);
  }, [id, isCurrent, mutate]);
}

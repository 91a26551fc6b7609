import { switchOrganizationAnswerSchema } from '@paygrid/contracts/organizations/create-organization';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/shared/http';

/** POST /user/organizations/{id}/switch: records it as the session's current one and answers its dashboard URL. */
export async function switchOrganization(id: string): Promise<string> {
  const answer = await api.post(
    `/user/organizations/${encodeURIComponent(id)}/switch`,
    switchOrganizationAnswerSchema,
    {
      body: { data: { type: 'organization', id } },
    },
  );
  return answer.data.attributes.dashboard_url;
}

/** Switching opens the dashboard on the organisation's own sub-domain: a full load replacing this page (SPEC §2). */
export function useSwitchOrganization() {
  return useMutation({
    mutationFn: switchOrganization,
    onSuccess: (dashboardUrl) => window.location.replace(dashboardUrl),
  });
}

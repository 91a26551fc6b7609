import { useMutation } from '@tanstack/react-query';
import { api, lazyAnswer } from '~/shared/http';

// The contracts' schema, imported with the first call: zod stays out of the first load (decision 0023).
const switchOrganizationAnswer = lazyAnswer(
  () => import('@paygrid/contracts/organizations/create-organization'),
  'switchOrganizationAnswerSchema',
);

/** POST /user/organizations/{id}/switch: records it as the session's current one and answers its dashboard URL. */
export async function switchOrganization(id: string): Promise<string> {
  const answer = await api.post(
    `/user/organizations/${encodeURIComponent(id)}/switch`,
    switchOrganizationAnswer,
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

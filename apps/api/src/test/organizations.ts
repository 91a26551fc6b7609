import type { ApiClient } from './client';

export const organizationBody = (alias: string, overrides: Record<string, string> = {}) => ({
  data: {
    type: 'organization',
    attributes: {
      name: `${alias} Payments`,
      alias,
      country: 'UA',
      base_currency: 'UAH',
      time_zone: 'Europe/Kiev',
      ...overrides,
    },
  },
});

/** Creates an organisation as `owner` through the API and answers its id and a client on its sub-domain. */
export async function organizationOwnedBy(
  owner: ApiClient,
  alias: string,
): Promise<{ id: string; dashboard: ApiClient }> {
  const response = await owner.post('/organization', organizationBody(alias));
  if (response.statusCode !== 201) throw new Error(`creating ${alias} failed: ${response.body}`);
  return { id: response.json().data.id, dashboard: owner.on(`${alias}.app.localhost:3000`) };
}

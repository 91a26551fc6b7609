import type { TestApp } from './app';
import type { ApiClient } from './client';
import { linkIn, type MailCatcher } from './mail-catcher';
import { signedInUser } from './users';

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

/**
 * Invites `email` as `role` from `owner` (a client on the organisation's sub-domain), and answers the new member's
 * client there once they have accepted: signed up and confirmed like anyone (the invitation mail is awaited).
 */
export async function joinedMember(
  testApp: TestApp,
  catcher: MailCatcher,
  owner: ApiClient,
  email: string,
  role: 'admin' | 'member' | 'viewer',
): Promise<ApiClient> {
  const seen = catcher.mails.length;
  const invited = await owner.post('/organization/invites', { email, role });
  if (invited.statusCode >= 300) throw new Error(`inviting ${email} failed: ${invited.body}`);
  linkIn(await catcher.next(email, seen), '/join/');
  const invitee = await signedInUser(testApp, email);
  const [invite] = (await invitee.get('/user/organizations/invites')).json().data;
  await invitee.patch(`/member-invites/${invite.id}/accept`);
  return invitee.on(owner.host);
}

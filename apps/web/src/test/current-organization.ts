import type { MemberRole } from '@paygrid/domain/organizations/roles';

/** GET /organization for a member of the given role, in the mode the console shows. */
export const currentOrganizationOf = (role: MemberRole, mode: 'test' | 'live' = 'test') => ({
  data: {
    type: 'organization',
    id: '5d1c8a2e-7b3f-4e9a-9c6d-2f4b8e1a3c5d',
    attributes: {
      name: 'Acme Pay',
      alias: 'acme',
      country: 'UA',
      base_currency: 'UAH',
      time_zone: 'Europe/Kyiv',
      role,
      two_factor_policy: 'optional',
      logo_url: null,
      archived_at: null,
      dashboard_url: 'https://acme.paygrid.test/',
      current: true,
      created_at: '2026-11-01T08:00:00.000Z',
    },
  },
  meta: { mode },
});

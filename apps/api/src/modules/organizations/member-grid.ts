import type { MemberGridRow } from '@paygrid/contracts';
import { MEMBER_ROLES, membersGrid } from '@paygrid/domain';
import { instantWithOffset } from '@paygrid/domain/format/instant-with-offset';
import { sql } from 'drizzle-orm';
import { isoInstant } from '../../db/instant-text';
import type { GridSql } from '../../grid/grid-sql';
import { avatarUrlOf } from '../users/service';
import { users } from '../users/tables';
import type { OrganizationContext } from './context';
import { memberships } from './tables';

/** TOTP on, or a passkey: either is a second factor (issue 39). */
const twoFactor = sql`(${users.totpEnabledAt} is not null or ${users.passkeyCount} > 0)`;
const roleList = sql.join(
  MEMBER_ROLES.map((role) => sql`${role}`),
  sql`, `,
);

/** The members grid of packages/domain, in SQL: memberships with their people. */
export const memberGridSql: GridSql<MemberGridRow> = {
  declaration: membersGrid,
  from: sql`${memberships} inner join ${users} on ${users.id} = ${memberships.userId}`,
  fields: {
    id: memberships.id,
    user_id: users.id,
    first_name: users.firstName,
    last_name: users.lastName,
    avatar_version: users.avatarVersion,
    email: users.email,
    role: memberships.role,
    two_factor: twoFactor,
    joined_at: memberships.createdAt,
  },
  sorts: {
    name: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
    email: users.email,
    // Most powerful first, as the roles are listed, not alphabetically.
    role: {
      type: 'integer',
      byLocale: () => sql`array_position(array[${roleList}]::text[], ${memberships.role})`,
    },
    joined_at: memberships.createdAt,
    id: sql`${memberships.id}::text`,
  },
  filters: {
    search: { searchColumns: [users.firstName, users.lastName, users.email] },
    role: { column: memberships.role },
    two_factor: { column: twoFactor },
    joined_at: { column: memberships.createdAt },
  },
  toRow: (record) => ({
    type: 'member',
    id: String(record.id),
    attributes: {
      user_id: String(record.user_id),
      first_name: String(record.first_name),
      last_name: String(record.last_name),
      avatar_url: avatarUrlOf({
        id: String(record.user_id),
        avatarVersion: record.avatar_version ? String(record.avatar_version) : null,
      }),
      email: String(record.email),
      role: record.role as MemberGridRow['attributes']['role'] & string,
      two_factor: Boolean(record.two_factor),
      joined_at: isoInstant(record.joined_at),
    },
  }),
  csv: {
    name: (record) => `${record.first_name} ${record.last_name}`,
    // An instant in the reader's zone with its offset, never a bare UTC time a spreadsheet takes for local (issue 32).
    joined_at: (record, { timeZone }) =>
      instantWithOffset(Date.parse(isoInstant(record.joined_at)), timeZone),
  },
};

/** Only the organisation's own members. */
export const inOrganization = (context: OrganizationContext) =>
  sql`${memberships.organizationId} = ${context.organization.id}`;

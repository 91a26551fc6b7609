import type { Member } from '@paygrid/contracts/organizations/members';

/** How a member is named on screen. */
export const memberName = (member: Member): string =>
  `${member.attributes.first_name} ${member.attributes.last_name}`.trim();

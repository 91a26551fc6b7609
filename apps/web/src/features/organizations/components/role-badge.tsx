import { Badge } from '@mantine/core';
import type { MemberRole } from '@paygrid/domain/organizations/roles';
import { useTranslation } from 'react-i18next';

const roleColors: Record<MemberRole, string> = {
  owner: 'pine',
  admin: 'indigo',
  member: 'gray',
  viewer: 'gray',
};

/** A member's role in one word; owner and admin stand out, the rest stay quiet. */
export function RoleBadge({ role }: { role: MemberRole }) {
  const { t } = useTranslation();
  return (
    <Badge variant={role === 'viewer' ? 'outline' : 'light'} color={roleColors[role]} radius="sm">
      {t(`organizations.role.${role}`)}
    </Badge>
  );
}

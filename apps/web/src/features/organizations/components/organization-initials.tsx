import { Avatar } from '@mantine/core';

type OrganizationInitialsProps = { name: string; logoUrl?: string | null | undefined; size?: number };

/**
 * The organisation's logo, or up to two initials of its name, the same colour everywhere it is shown. Decorative:
 * the name is always written beside it.
 */
export function OrganizationInitials({ name, logoUrl, size = 40 }: OrganizationInitialsProps) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <Avatar size={size} radius="md" color="pine" variant="light" src={logoUrl ?? null} alt="" aria-hidden>
      {initials}
    </Avatar>
  );
}

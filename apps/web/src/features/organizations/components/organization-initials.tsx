import { Avatar } from '@mantine/core';

/** Up to two initials of an organisation's name, the same colour everywhere it is shown. */
export function OrganizationInitials({ name, size = 40 }: { name: string; size?: number }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <Avatar size={size} radius="md" color="pine" variant="light" aria-hidden>
      {initials}
    </Avatar>
  );
}

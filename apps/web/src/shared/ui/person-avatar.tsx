import { Avatar, type AvatarProps } from '@mantine/core';

type PersonAvatarProps = Omit<AvatarProps, 'src' | 'alt' | 'children'> & {
  firstName: string;
  lastName: string;
  /** The avatar's own URL, or null: initials then. */
  url: string | null | undefined;
};

/** A person's avatar, or their initials when they have none (SPEC §2's avatar widget). */
export function PersonAvatar({ firstName, lastName, url, ...props }: PersonAvatarProps) {
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return (
    <Avatar
      radius="xl"
      color="pine"
      variant="filled"
      {...props}
      src={url ?? null}
      alt={`${firstName} ${lastName}`}
    >
      {initials}
    </Avatar>
  );
}

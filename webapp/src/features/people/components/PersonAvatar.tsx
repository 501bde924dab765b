import { Avatar } from '@mantine/core';

export const PERSON_IMAGE_SIZE = 75;

const initials = (firstName: string, lastName: string) =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();

interface PersonAvatarProps {
  person: { firstName: string; lastName: string; avatar?: string | null };
  /** Pixels: 75 in the table, smaller on a phone's card. */
  size?: number;
}

/** A person's picture (fetched when it scrolls into view), or their initials. */
export function PersonAvatar({ person, size = PERSON_IMAGE_SIZE }: PersonAvatarProps) {
  return (
    <Avatar
      src={person.avatar ?? null}
      size={size}
      radius="md"
      color="indigo"
      alt={`${person.firstName} ${person.lastName}`}
      imageProps={{ loading: 'lazy', decoding: 'async' }}
    >
      {initials(person.firstName, person.lastName)}
    </Avatar>
  );
}

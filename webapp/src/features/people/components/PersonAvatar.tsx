import { Avatar } from '@mantine/core';

export const PERSON_IMAGE_SIZE = 75;

const initials = (firstName: string, lastName: string) =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();

/** A person's picture at 75 px (fetched when it scrolls into view), or their initials. */
export function PersonAvatar({ person }: { person: { firstName: string; lastName: string; avatar?: string | null } }) {
  return (
    <Avatar
      src={person.avatar ?? null}
      size={PERSON_IMAGE_SIZE}
      radius="md"
      color="indigo"
      alt={`${person.firstName} ${person.lastName}`}
      imageProps={{ loading: 'lazy', decoding: 'async' }}
    >
      {initials(person.firstName, person.lastName)}
    </Avatar>
  );
}

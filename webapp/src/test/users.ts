import type { User } from '@/api/types';

/** A club-less user with no language chosen and every notice on. */
export const user: User = {
  id: 7,
  name: 'Ana',
  email: 'ana@klub.rs',
  avatar: null,
  isAdmin: false,
  isBlocked: false,
  club: null,
  settings: { currency: 'RSD' },
  language: null,
  notifications: { applicationsOpen: true, entryConfirmation: true, deadlineReminder: true },
};

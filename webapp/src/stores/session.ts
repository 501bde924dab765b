import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '@/api/types';

interface SessionState {
  user: User | null;
  token: string | null;
  /** Why the server ended the session (its message: account blocked, club deleted), shown on the login page. */
  endedWith: string | null;
  signIn: (user: User, token: string) => void;
  setUser: (user: User) => void;
  setToken: (token: string) => void;
  signOut: (endedWith?: string) => void;
}

/** Who is signed in; kept in localStorage so a reload restores the session. */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      endedWith: null,
      signIn: (user, token) => set({ user, token, endedWith: null }),
      setUser: (user) => set({ user }),
      setToken: (token) => set({ token }),
      signOut: (endedWith) => set({ user: null, token: null, endedWith: endedWith ?? null }),
    }),
    {
      name: 'fedreg.session',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, token }) => ({ user, token }),
    },
  ),
);

export const getToken = (): string | null => useSession.getState().token;

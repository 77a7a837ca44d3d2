import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { AuthUser } from '../ports/auth.port';
import { useService } from './services-context';

export interface Session {
  status: 'loading' | 'ready';
  user: AuthUser | null;
}

export const SessionContext = createContext<Session | null>(null);

/** Holds the signed-in user, rendering nothing until the first auth check (SPEC 2, 4); a user change purges `['user', uid]` at once. */
export function SessionProvider({ children, initialUser }: { children: ReactNode; initialUser?: AuthUser | null }) {
  const auth = useService('auth');
  const queryClient = useQueryClient();
  // Known when the app's start has made the first auth check itself (start-services.ts): the page draws at once.
  const [user, setUser] = useState<AuthUser | null | undefined>(initialUser);
  useEffect(
    () =>
      auth.subscribe((next) => {
        queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] === 'user' && queryKey[1] !== next?.uid });
        // The same person reported again (the start's first check, then this subscription's first report) keeps the
        // session as it is: no render of every screen for nothing.
        setUser((current) => (current && next && sameUser(current, next) ? current : next));
      }),
    [auth, queryClient],
  );
  if (user === undefined) return null;
  return <SessionContext.Provider value={{ status: 'ready', user }}>{children}</SessionContext.Provider>;
}

function sameUser(a: AuthUser, b: AuthUser): boolean {
  return a.uid === b.uid && a.email === b.email && a.displayName === b.displayName && a.photoURL === b.photoURL;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

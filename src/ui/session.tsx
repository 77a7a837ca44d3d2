import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { AuthUser } from '../ports/auth.port';
import { useService } from './services-context';

export interface Session {
  status: 'loading' | 'ready';
  user: AuthUser | null;
}

export const SessionContext = createContext<Session | null>(null);

/** Holds the signed-in user. Renders nothing until the first auth check completes (SPEC 2, 4). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const auth = useService('auth');
  const [user, setUser] = useState<AuthUser | null | undefined>(undefined);
  useEffect(() => auth.subscribe(setUser), [auth]);
  if (user === undefined) return null;
  return <SessionContext.Provider value={{ status: 'ready', user }}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { AuthUser } from '../ports/auth.port';
import { useService } from './services-context';

interface Session {
  user: AuthUser | null;
}

const SessionContext = createContext<Session | null>(null);

/** Holds the signed-in user. Renders nothing until the first auth check completes (SPEC 2, 4). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const auth = useService('auth');
  const [session, setSession] = useState<Session | null>(null);
  useEffect(() => auth.subscribe((user) => setSession({ user })), [auth]);
  if (session === null) return null;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

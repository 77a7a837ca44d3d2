import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginFrom } from '../domain/return-path';
import { useSession } from './session';

/** Only for signed-in users: others go to /login, replacing the history entry, with the way back. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <p className="muted page-loading">Loading...</p>;
  if (!user) return <Navigate to="/login" replace state={loginFrom(location, 'instead')} />;
  return children;
}

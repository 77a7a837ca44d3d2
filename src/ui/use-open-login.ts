import { useNavigate } from 'react-router-dom';
import { loginFrom } from '../domain/return-path';

/**
 * Opens the login over the page the history is at, to come back to it with Back. A second press while the login's
 * screen still loads (a double press) finds the history there already and adds no second entry.
 */
export function useOpenLogin(): () => void {
  const navigate = useNavigate();
  return () => {
    const { pathname, search } = window.location;
    if (pathname === '/login') return;
    void navigate('/login', { state: loginFrom({ pathname, search }) });
  };
}

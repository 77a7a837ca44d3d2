import type { ContainerModule } from 'inversify';
import { readConfig } from '../config/app-config';
import type { Auth, AuthUser } from '../ports/auth.port';
import type { Services } from '../ports/services';
import type { Unsubscribe } from '../ports/unsubscribe';
import { createServices } from './composition-root';
import { withEarlyCalls, type EarlyAnswer } from './early-calls';

/** What the app draws with: the services, and who the first auth check found signed in. */
export interface StartedServices {
  services: Services;
  user: AuthUser | null;
  /** The route's first answer (a post, a feed's first page), which the screen's cache starts with if it is in. */
  first: EarlyAnswer | null;
}

/** Wires the adapters, the first auth check (SPEC 2) and the route's first call; React-free, so it runs while React downloads. */
export async function startServices(pathname: string, modules: Promise<ContainerModule[]>): Promise<StartedServices> {
  const services = await createServices(readConfig(import.meta.env, window.location.origin), modules);
  const user = await firstAuthCheck(services.auth);
  return { ...withEarlyCalls(services, pathname), user };
}

/** The first auth check's answer (SPEC 2): who is signed in once `auth` first reports. */
export function firstAuthCheck(auth: Auth): Promise<AuthUser | null> {
  return new Promise((resolve) => {
    const check: { answered: boolean; stop?: Unsubscribe } = { answered: false };
    check.stop = auth.subscribe((user) => {
      if (check.answered) return;
      check.answered = true;
      resolve(user);
      check.stop?.();
    });
    // An adapter may answer inside subscribe, before its stop function was returned.
    if (check.answered) check.stop();
  });
}

import { createContext, use, useContext, type ReactNode } from 'react';
import type { ServiceName, Services } from '../ports/services';

interface ServicesValue {
  services: Services;
  /** Settles when the services have started, where they start after the first paint (src/app/start.tsx). */
  started: Promise<void> | null;
}

const ServicesContext = createContext<ServicesValue | null>(null);

export function ServicesProvider({
  services,
  started = null,
  children,
}: {
  services: Services;
  started?: Promise<void> | null;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={{ services, started }}>{children}</ServicesContext.Provider>;
}

/** The adapter bound to a port; components never see the container. */
export function useService<K extends ServiceName>(name: K): Services[K] {
  const value = useContext(ServicesContext);
  if (!value) throw new Error('useService must be used inside <ServicesProvider>');
  return value.services[name];
}

/** Suspends, when `needed`, until the services have started: a screen that needs them to draw waits as for its code. */
export function useServicesStarted(needed: boolean): void {
  const started = useContext(ServicesContext)?.started;
  if (needed && started) use(started);
}

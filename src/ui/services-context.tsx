import { createContext, useContext, type ReactNode } from 'react';
import type { ServiceName, Services } from '../ports/services';

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The adapter bound to a port; components never see the container. */
export function useService<K extends ServiceName>(name: K): Services[K] {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useService must be used inside <ServicesProvider>');
  return services[name];
}

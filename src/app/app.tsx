import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { AuthUser } from '../ports/auth.port';
import type { Services } from '../ports/services';
import { createQueryClient } from '../ui/server-state';
import { ServicesProvider } from '../ui/services-context';
import { SessionProvider } from '../ui/session';
import { AppRoutes } from './routes';

export interface AppProps {
  services: Services;
  /** Who the first auth check found signed in, when the start made it (start-services.ts). */
  initialUser?: AuthUser | null;
  /** The app's query client, when the start has put something in it already. */
  queryClient?: QueryClient;
  /** Settles when `services` have started, where the start draws before them (start.tsx). */
  servicesStarted?: Promise<void>;
}

/** The providers and a declarative router: screens fetch through TanStack Query, so a data router's code would only add weight. */
export function App({ services, initialUser, queryClient: given, servicesStarted }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <ServicesProvider services={services} started={servicesStarted}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider initialUser={initialUser}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}

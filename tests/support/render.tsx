import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom';
import type { Services } from '../../src/ports/services';
import { createQueryClient } from '../../src/ui/server-state';
import { ServicesProvider } from '../../src/ui/services-context';
import { SessionProvider } from '../../src/ui/session';
import { fakeServices } from './services';

export interface RenderWithServicesOptions {
  /** Fakes to use instead of the defaults of `fakeServices()`. */
  services?: Partial<Services>;
  /** Where the memory router starts (a path, or a location with its state); the last entry is the current one. */
  initialEntries?: InitialEntry[];
  /** The app's own query client unless a test shares one between renders. */
  queryClient?: QueryClient;
}

/**
 * Renders routes the way the app does (services, query cache, session, router) over in-memory fakes, so a
 * component test drives real screens without a network or a mock of Firebase.
 */
export function renderWithServices(routes: RouteObject[], options: RenderWithServicesOptions = {}) {
  const services = fakeServices(options.services);
  const queryClient = options.queryClient ?? createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: options.initialEntries ?? ['/'] });
  const result = render(
    <ServicesProvider services={services}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </ServicesProvider>,
  );
  return { ...result, router, services, queryClient };
}

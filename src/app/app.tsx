import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { Services } from '../ports/services';
import { createQueryClient } from '../ui/server-state';
import { ServicesProvider } from '../ui/services-context';
import { SessionProvider } from '../ui/session';

/**
 * The router is made by the caller (main.tsx) before the services are ready: made, it starts loading the
 * current route's code at once, beside the adapters and the first auth check instead of after them.
 */
export function App({ services, router }: { services: Services; router: ReturnType<typeof createBrowserRouter> }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}

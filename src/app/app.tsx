import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Services } from '../ports/services';
import { createQueryClient } from '../ui/server-state';
import { ServicesProvider } from '../ui/services-context';
import { SessionProvider } from '../ui/session';
import { routes } from './routes';

export function App({ services }: { services: Services }) {
  const [router] = useState(() => createBrowserRouter(routes));
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

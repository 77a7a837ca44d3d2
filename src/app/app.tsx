import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Services } from '../ports/services';
import { ServicesProvider } from '../ui/services-context';
import { SessionProvider } from '../ui/session';
import { routes } from './routes';

export function App({ services }: { services: Services }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <ServicesProvider services={services}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </ServicesProvider>
  );
}

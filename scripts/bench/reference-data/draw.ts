import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { Post } from './main';

/** Draws the first post once `first` has it, as the data routes draw their first screen. */
export function draw(first: Promise<Post | null>) {
  function Page() {
    const { data, error } = useQuery({ queryKey: ['first post'], queryFn: () => first });
    if (error) return h('main', null, h('p', { role: 'alert' }, String(error)));
    if (data === undefined) return null;
    return h('main', null, h('h1', null, data?.title ?? 'No post'), h('p', null, data?.body));
  }
  createRoot(document.getElementById('root')!).render(
    h(
      StrictMode,
      null,
      h(
        QueryClientProvider,
        { client: new QueryClient() },
        h(BrowserRouter, { basename: '/reference-data' }, h(Routes, null, h(Route, { path: '*', element: h(Page) }))),
      ),
    ),
  );
}

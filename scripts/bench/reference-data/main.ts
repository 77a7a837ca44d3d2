/// <reference types="vite/client" />
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { initializeApp } from 'firebase/app';
import { getFunctions, httpsCallable } from 'firebase/functions';
import { Container } from 'inversify';
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import * as z from 'zod/mini';

// The least a route whose first screen is a server's answer can be under DESIGN.md: a port served through an Inversify
// container, its adapter calling the feed function with the Firebase SDK and parsing the answer with zod, TanStack
// Query asking from the first render, React Router drawing. The bench reads each such route's LCP against this page's
// asking for as many posts as that route's first screen needs (`?limit=`). Asked while the script runs instead, as the
// site does, the call waits in Lighthouse's simulation for the script's whole evaluation, one long task: slower.

const answerSchema = z.object({ messages: z.array(z.object({ title: z.string(), body: z.string() })) });
type Post = z.infer<typeof answerSchema>['messages'][number];

interface FirstPost {
  read(): Promise<Post | null>;
}
const FIRST_POST = Symbol('FirstPost');

const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID as string;
const app = initializeApp({ projectId, apiKey: 'bench-reference' });
// The site's own origin serves the functions, as the offline site's does when it is served over TLS.
const functions = getFunctions(app, `${window.location.origin}/${projectId}/europe-west1`);
const container = new Container();
container.bind<FirstPost>(FIRST_POST).toConstantValue({
  async read() {
    const answer = await httpsCallable(functions, 'getPplTalkMessagesEurW')({ sortMode: 'top', limit });
    return answerSchema.parse(answer.data).messages[0] ?? null;
  },
});
const firstPost = container.get<FirstPost>(FIRST_POST);
const limit = Number(new URLSearchParams(window.location.search).get('limit') ?? 40);

function Page() {
  const { data, error } = useQuery({ queryKey: ['first post'], queryFn: () => firstPost.read() });
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

/// <reference types="vite/client" />
import { initializeApp } from 'firebase/app';
import { getFunctions, httpsCallable } from 'firebase/functions';
import { Container } from 'inversify';
import * as z from 'zod/mini';

// The least a route whose first screen is a server's answer can load under DESIGN.md: a port served through an Inversify
// container, its adapter calling the feed function with the Firebase SDK and parsing the answer with zod, then React,
// React Router and TanStack Query drawing the first post. As the site does, it asks before React has arrived. The bench
// reads each such route's LCP against this page's asking for as many posts as that route's first screen needs (`?limit=`).

const answerSchema = z.object({ messages: z.array(z.object({ title: z.string(), body: z.string() })) });
export type Post = z.infer<typeof answerSchema>['messages'][number];

interface FirstPost {
  read(limit: number): Promise<Post | null>;
}
const FIRST_POST = Symbol('FirstPost');

const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID as string;
const app = initializeApp({ projectId, apiKey: 'bench-reference' });
// The site's own origin serves the functions, as the offline site's does when it is served over TLS.
const functions = getFunctions(app, `${window.location.origin}/${projectId}/europe-west1`);
const container = new Container();
container.bind<FirstPost>(FIRST_POST).toConstantValue({
  async read(limit) {
    const answer = await httpsCallable(functions, 'getPplTalkMessagesEurW')({ sortMode: 'top', limit });
    return answerSchema.parse(answer.data).messages[0] ?? null;
  },
});

const first = container.get<FirstPost>(FIRST_POST).read(Number(new URLSearchParams(window.location.search).get('limit') ?? 40));
// Its failure is the drawing's to show.
first.catch(() => undefined);
const { draw } = await import('./draw');
draw(first);

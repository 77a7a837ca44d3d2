import type { Server } from 'node:http';
import express from 'express';
import { startMockServer } from '../../mock-server/main';
import { TalkStore } from '../../mock-server/talk-store';
import { bigTalkSeed } from './seed';

/**
 * The server side of the feed load test, in its own process (the load generator is another one): the mock
 * server with `count` seeded posts, and beside it a bare Express route answering the same JSON the feed
 * function answered once. Speaks to the bench over IPC: 'ready' with its URLs, memory samples on request.
 * Run with --expose-gc so a sample can be taken after a full collection.
 */
const [mockPort, barePort, count] = process.argv.slice(2).map(Number);
if (!process.send || !mockPort || !barePort || !count) throw new Error('usage (over IPC): feed-server.ts <mockPort> <barePort> <count>');
const send = (message: object) => process.send?.(message);

export const FEED_PATH = '/demo-f8/europe-west1/getPplTalkMessagesEurW';
export const FEED_BODY = JSON.stringify({ data: { sortMode: 'top', limit: 40 } });

const mock = await startMockServer(mockPort, { projectId: 'demo-f8', aiModel: null });
mock.state.talk = new TalkStore(bigTalkSeed(count, new Date()));

const answer = await fetch(mock.url + FEED_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: FEED_BODY });
if (!answer.ok) throw new Error(`the feed function answered ${answer.status}: ${await answer.text()}`);
const sameJson: unknown = await answer.json();

const bare = express();
bare.disable('x-powered-by');
bare.post('/bare', express.json(), (_req, res) => {
  res.json(sameJson);
});
const bareServer = await new Promise<Server>((resolve, reject) => {
  const s = bare.listen(barePort, '127.0.0.1', () => resolve(s));
  s.once('error', reject);
});

const gc = (globalThis as { gc?: () => void }).gc;
process.on('message', (message: { type: string; gc?: boolean }) => {
  if (message.type === 'sample') {
    if (message.gc && gc) {
      gc();
      gc();
    }
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    send({ type: 'sample', at: Date.now(), rss, heapUsed, heapTotal, external, gc: Boolean(message.gc && gc) });
  } else if (message.type === 'stop') {
    bareServer.closeAllConnections();
    bareServer.close();
    void mock.close().then(() => process.exit(0));
  }
});
process.on('disconnect', () => process.exit(0));
send({
  type: 'ready',
  mock: mock.url + FEED_PATH,
  bare: `http://127.0.0.1:${barePort}/bare`,
  posts: count,
  bytes: JSON.stringify(sameJson).length,
});

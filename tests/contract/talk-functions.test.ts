import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { AUTHOR_SCAN_POSTS, CATEGORIES } from '../../src/domain/talk';
import { SEED_MESSAGE_COUNT } from '../../emulator-seed/talk-seed';
import { toDate } from '../../src/domain/timestamp';

const LIST = '/demo-f8/europe-west1/getPplTalkMessagesEurW';
const GET = '/demo-f8/europe-west1/getPplTalkMessageEurW';

type WireMessage = { id: string; rank: number; replies: number; timestamp: unknown; categories: string[] };
type ListResult = { success: boolean; messages: WireMessage[]; hasMore: boolean; lastMessageId: string | null };

const { app } = createApp({ seedTime: new Date('2026-11-20T10:00:00Z'), allowedOrigins: ['http://127.0.0.1:5173'] });

async function list(data: unknown): Promise<ListResult> {
  const res = await request(app).post(LIST).send({ data }).expect(200);
  return (res.body as { result: ListResult }).result;
}

async function all(data: Record<string, unknown>): Promise<WireMessage[]> {
  const seen: WireMessage[] = [];
  let lastDocId: string | null = null;
  for (let i = 0; i < 50; i++) {
    const page = await list({ ...data, lastDocId });
    seen.push(...page.messages);
    if (!page.hasMore) return seen;
    lastDocId = page.lastMessageId;
  }
  throw new Error('paging never ended');
}

describe('getPplTalkMessagesEurW', () => {
  it('returns the top posts by rank, highest first, 40 per page by default', async () => {
    const page = await list({ sortMode: 'top' });
    expect(page.success).toBe(true);
    expect(page.messages).toHaveLength(40);
    const ranks = page.messages.map((m) => m.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(page.hasMore).toBe(true);
    expect(page.lastMessageId).toBe(page.messages[39]?.id);
  });

  it('orders new by timestamp, newest first, whatever form the timestamp arrives in', async () => {
    const page = await list({ sortMode: 'new', limit: 100 });
    const times = page.messages.map((m) => toDate(m.timestamp)?.getTime() ?? Number.NaN);
    expect(times.every(Number.isFinite)).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('sends all four timestamp forms', async () => {
    const page = await list({ sortMode: 'new', limit: 100 });
    const forms = new Set(
      page.messages.map((m) => {
        const t = m.timestamp as Record<string, unknown> | number | string;
        if (typeof t === 'number') return 'number';
        if (typeof t === 'string') return 'iso';
        return '_seconds' in t ? '_seconds' : 'seconds';
      }),
    );
    expect(forms).toEqual(new Set(['number', 'iso', 'seconds', '_seconds']));
  });

  it('orders discussed by reply count, most first', async () => {
    const page = await list({ sortMode: 'discussed' });
    const replies = page.messages.map((m) => m.replies);
    expect(replies).toEqual([...replies].sort((a, b) => b - a));
    expect(replies[0]).toBeGreaterThan(replies[39] ?? 0);
  });

  it("answers the user page's look for an author, the newest AUTHOR_SCAN_POSTS, in one page", async () => {
    const page = await list({ sortMode: 'new', limit: AUTHOR_SCAN_POSTS });
    expect(page.messages).toHaveLength(Math.min(AUTHOR_SCAN_POSTS, SEED_MESSAGE_COUNT));
    expect(page.hasMore).toBe(SEED_MESSAGE_COUNT > AUTHOR_SCAN_POSTS);
  });

  it('honours the limit', async () => {
    expect((await list({ sortMode: 'top', limit: 7 })).messages).toHaveLength(7);
  });

  it.each(CATEGORIES)('filters by the category %s', async (category) => {
    const messages = await all({ sortMode: 'new', filterCategory: category });
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => m.categories.includes(category))).toBe(true);
  });

  it("treats 'all' and null as no filter", async () => {
    expect(await all({ sortMode: 'top', filterCategory: 'all' })).toHaveLength(SEED_MESSAGE_COUNT);
    expect(await all({ sortMode: 'top', filterCategory: null })).toHaveLength(SEED_MESSAGE_COUNT);
  });

  it.each(['top', 'new', 'discussed'])('pages %s to the end with no duplicates and no gaps', async (sortMode) => {
    const paged = await all({ sortMode, limit: 40 });
    const ids = paged.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(SEED_MESSAGE_COUNT);
    const oneShot = await list({ sortMode, limit: 100 });
    expect(ids.slice(0, 100)).toEqual(oneShot.messages.map((m) => m.id));
  });

  it('answers hasMore false and the last id on the final page', async () => {
    const paged = await all({ sortMode: 'top', limit: 100 });
    const last = paged.at(-1);
    const final = await list({ sortMode: 'top', limit: 100, lastDocId: paged.at(-21)?.id });
    expect(final.hasMore).toBe(false);
    expect(final.lastMessageId).toBe(last?.id);
  });

  it('rejects an unknown cursor with invalid-argument', async () => {
    const res = await request(app)
      .post(LIST)
      .send({ data: { sortMode: 'top', lastDocId: 'doesNotExist000000000' } })
      .expect(400);
    expect(res.body).toMatchObject({ error: { status: 'INVALID_ARGUMENT', message: expect.stringContaining('lastDocId') } });
  });

  it.each([
    ['a wrong sort mode', { sortMode: 'best' }, 'sortMode'],
    ['a string limit', { sortMode: 'top', limit: '40' }, 'limit'],
    ['a zero limit', { sortMode: 'top', limit: 0 }, 'limit'],
    ['a limit past the largest page', { sortMode: 'top', limit: AUTHOR_SCAN_POSTS + 1 }, 'limit'],
    ['an unknown category', { sortMode: 'top', filterCategory: 'gossip' }, 'filterCategory'],
    ['an extra key', { sortMode: 'top', admin: true }, 'admin'],
    ['no sort mode', {}, 'sortMode'],
    ['a non-object', 'top', 'data'],
  ])('answers %s with 400 INVALID_ARGUMENT naming the field', async (_label, data, field) => {
    const res = await request(app).post(LIST).send({ data }).expect(400);
    expect(res.body).toEqual({ error: { status: 'INVALID_ARGUMENT', message: expect.stringContaining(field) } });
  });

  it('answers a limit far past the largest page with its range alone', async () => {
    const res = await request(app)
      .post(LIST)
      .send({ data: { sortMode: 'top', limit: 1e308 } })
      .expect(400);
    expect(res.body).toEqual({
      error: { status: 'INVALID_ARGUMENT', message: `limit: Too big: expected number to be <=${AUTHOR_SCAN_POSTS}` },
    });
  });

  it('answers a body without data with 400 INVALID_ARGUMENT', async () => {
    const res = await request(app).post(LIST).send({ sortMode: 'top' }).expect(400);
    expect(res.body).toEqual({ error: { status: 'INVALID_ARGUMENT', message: 'Request body is missing data.' } });
  });

  it('answers malformed JSON with 400 INVALID_ARGUMENT', async () => {
    const res = await request(app).post(LIST).set('Content-Type', 'application/json').send('{"data": {"sortMode": ').expect(400);
    expect(res.body).toEqual({ error: { status: 'INVALID_ARGUMENT', message: 'Request body is not valid JSON.' } });
  });

  it('answers an oversized body with 413 and status INVALID_ARGUMENT', async () => {
    const res = await request(app)
      .post(LIST)
      .send({ data: { sortMode: 'top', pad: 'x'.repeat(200_000) } })
      .expect(413);
    expect(res.body).toEqual({ error: { status: 'INVALID_ARGUMENT', message: 'Request body is too large.' } });
  });

  it('answers an unknown function with 404 NOT_FOUND', async () => {
    const res = await request(app).post('/demo-f8/europe-west1/noSuchFunction').send({ data: {} }).expect(404);
    expect(res.body.error.status).toBe('NOT_FOUND');
  });

  it('answers CORS preflights for allowed origins only, never with *', async () => {
    const ok = await request(app)
      .options(LIST)
      .set('Origin', 'http://127.0.0.1:5173')
      .set('Access-Control-Request-Method', 'POST')
      .expect(204);
    expect(ok.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
    expect(ok.headers['access-control-allow-headers']).toContain('Authorization');
    const denied = await request(app)
      .options(LIST)
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .expect(403);
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('getPplTalkMessageEurW', () => {
  let known: WireMessage;
  beforeAll(async () => {
    const page = await list({ sortMode: 'discussed', limit: 1 });
    known = page.messages[0] as WireMessage;
  });

  it('returns the post with its replies, as many as its reply count', async () => {
    const res = await request(app)
      .post(GET)
      .send({ data: { messageId: known.id } })
      .expect(200);
    const result = res.body.result as { success: boolean; message: WireMessage; replies: { text: string }[] };
    expect(result.success).toBe(true);
    expect(result.message.id).toBe(known.id);
    expect(result.replies).toHaveLength(known.replies);
    expect(result.replies.every((r) => typeof r.text === 'string')).toBe(true);
  });

  it('answers an unknown id with no message', async () => {
    const res = await request(app)
      .post(GET)
      .send({ data: { messageId: 'AAAAAAAAAAAAAAAAAAAAAAAA' } })
      .expect(200);
    expect(res.body.result).toEqual({ success: false, error: 'Message not found', message: null, replies: [] });
  });

  it('answers a missing id with 400 INVALID_ARGUMENT', async () => {
    const res = await request(app)
      .post(GET)
      .send({ data: { messageId: '' } })
      .expect(400);
    expect(res.body.error.status).toBe('INVALID_ARGUMENT');
  });
});

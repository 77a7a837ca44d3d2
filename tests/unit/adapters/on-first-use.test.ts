import { describe, expect, it, vi } from 'vitest';
import { METHODS, onFirstUse } from '../../../adapters/on-first-use';
import { FunctionError } from '../../../src/domain/function-error';
import type { DashboardChat, DashboardChatMessage } from '../../../src/ports/dashboard-chat.port';

/** A dashboard chat whose code arrives when the test says, counting its downloads and what it was asked. */
function onDemandChat() {
  const listeners: ((messages: DashboardChatMessage[]) => void)[] = [];
  const stops = vi.fn();
  const adapter: DashboardChat = {
    subscribe: (_userId, listener) => {
      listeners.push(listener);
      return stops;
    },
    send: (request) => Promise.resolve(`answer to ${request.message}`),
  };
  const downloads: { resolve: (chat: DashboardChat) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<DashboardChat>((resolve, reject) => {
        downloads.push({ resolve, reject });
      }),
  );
  const chat = onFirstUse(load, METHODS.dashboardChat);
  return { chat, load, downloads, listeners, stops, adapter };
}

const send = { userId: 'u1', userName: 'Ada', message: 'hi', history: [] };

describe('onFirstUse', () => {
  it('downloads nothing until a method is called, then once for every call', async () => {
    const { chat, load, downloads, adapter } = onDemandChat();
    expect(Object.keys(chat).sort()).toEqual(['send', 'subscribe']);
    expect(load).not.toHaveBeenCalled();
    const first = chat.send(send);
    const second = chat.send({ ...send, message: 'again' });
    expect(load).toHaveBeenCalledTimes(1);
    downloads[0]?.resolve(adapter);
    await expect(first).resolves.toBe('answer to hi');
    await expect(second).resolves.toBe('answer to again');
    await expect(chat.send(send)).resolves.toBe('answer to hi');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('listens once the code is here, and a stop before that means it never listens', async () => {
    const { chat, downloads, listeners, stops, adapter } = onDemandChat();
    const early = vi.fn();
    const stopEarly = chat.subscribe('u1', early, vi.fn());
    const heard = vi.fn();
    const stop = chat.subscribe('u1', heard, vi.fn());
    stopEarly();
    downloads[0]?.resolve(adapter);
    await vi.waitFor(() => expect(listeners).toHaveLength(1));
    listeners[0]?.([]);
    expect(heard).toHaveBeenCalledWith([]);
    expect(early).not.toHaveBeenCalled();
    expect(stops).not.toHaveBeenCalled();
    stop();
    expect(stops).toHaveBeenCalledTimes(1);
  });

  it('reports a listening method that throws to its onError, as the caller could not have caught it', async () => {
    const refused = new Error('no such user');
    const adapter: DashboardChat = {
      subscribe: () => {
        throw refused;
      },
      send: () => Promise.resolve(''),
    };
    const chat = onFirstUse(() => Promise.resolve(adapter), METHODS.dashboardChat);
    const onError = vi.fn();
    const stop = chat.subscribe('u1', vi.fn(), onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(refused));
    stop();
  });

  it('stops a listener stopped from inside its first call, before its stop function had come back', async () => {
    const stops = vi.fn();
    const adapter: DashboardChat = {
      subscribe: (_userId, listener) => {
        listener([]);
        return stops;
      },
      send: () => Promise.resolve(''),
    };
    const chat = onFirstUse(() => Promise.resolve(adapter), METHODS.dashboardChat);
    const heard = vi.fn(() => stop());
    const stop = chat.subscribe('u1', heard, vi.fn());
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    expect(stops).toHaveBeenCalledTimes(1);
  });

  it('answers a failed download with FunctionError unavailable, to a promise or a listener, and tries again next time', async () => {
    const { chat, load, downloads, adapter } = onDemandChat();
    const answer = chat.send(send);
    const onError = vi.fn();
    chat.subscribe('u1', vi.fn(), onError);
    const stopped = vi.fn();
    chat.subscribe('u1', vi.fn(), stopped)();
    downloads[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FunctionError);
    expect(error).toMatchObject({ code: 'unavailable', message: expect.stringContaining('Failed to fetch') as unknown });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(error));
    expect(stopped).not.toHaveBeenCalled();

    const retried = chat.send(send);
    expect(load).toHaveBeenCalledTimes(2);
    downloads[1]?.resolve(adapter);
    await expect(retried).resolves.toBe('answer to hi');
  });
});

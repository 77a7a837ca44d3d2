import { describe, expect, it } from 'vitest';
import { stopAll } from '../../scripts/dev-stack';

describe("the dev stack's stop", () => {
  it('stops the last started first, each once, however often it is called, going on past a failing one', async () => {
    const stopped: string[] = [];
    const stops = ['firestore', 'auth', 'mock'].map((name) => () => {
      stopped.push(name);
      return name === 'auth' ? Promise.reject(new Error('already gone')) : Promise.resolve();
    });
    const stop = stopAll(stops);
    // Started after the stop was made: still stopped, first.
    stops.push(() => {
      stopped.push('site');
      return Promise.resolve();
    });
    await Promise.all([stop(), stop()]);
    await stop();
    expect(stopped).toEqual(['site', 'mock', 'auth', 'firestore']);
    expect(stops).toHaveLength(4);
  });
});

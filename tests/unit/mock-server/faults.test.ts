import { describe, expect, it } from 'vitest';
import { Faults, type StoredFault } from '../../../mock-server/faults';

describe('Faults: the set a change listener takes in (emulators mode: store faults as rules)', () => {
  it('does not keep a fault that the listener failed to take in, and says so through settled()', async () => {
    const heard: string[][] = [];
    const faults = new Faults((set: readonly StoredFault[]) => {
      heard.push(set.map((f) => f.id));
      return set.some((f) => f.target === 'POST users/*/chatThreads') ? Promise.reject(new Error('rules did not load')) : Promise.resolve();
    });
    const kept = faults.add({ target: 'GET users/*', code: 'unavailable' });
    await faults.settled();

    const refused = faults.add({ target: 'POST users/*/chatThreads', code: 'unavailable' });
    await expect(faults.settled()).rejects.toThrow('rules did not load');
    expect(faults.list().map((f) => f.id)).toEqual([kept]);
    // The listener hears the set without it again, and the next change goes on from there.
    await faults.settled();
    expect(heard).toEqual([[kept], [kept, refused], [kept]]);
    faults.clear({ id: kept });
    await faults.settled();
    expect(faults.list()).toEqual([]);
  });
});

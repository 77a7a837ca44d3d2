import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionError, type FunctionErrorCode } from '../../src/domain/function-error';
import type { People } from '../../src/ports/people.port';

export interface PeopleFixture {
  people: People;
  /** The signed-in user the adapter acts for. */
  userId: string;
  /** Someone else, whose people must never show up. */
  otherUserId: string;
  /** Stores documents in users/{uid}/people behind the adapter's back, as they are. */
  write: (userId: string, docs: { id: string; data: Record<string, unknown> }[]) => Promise<void>;
  /** Makes the store fail with `code` until the returned function is called. */
  fail: (code: Exclude<FunctionErrorCode, 'ok'>) => () => void;
  teardown?: () => Promise<void>;
}

export function describePeopleContract(name: string, setup: () => Promise<PeopleFixture>): void {
  describe(`People contract: ${name}`, () => {
    let f: PeopleFixture;
    beforeAll(async () => {
      f = await setup();
    });
    afterAll(async () => {
      await f.teardown?.();
    });

    it('lists nobody before any person is saved', async () => {
      expect(await f.people.list(f.userId)).toEqual([]);
    });

    it('lists every saved person with a first name as a mention candidate, skipping those without one', async () => {
      await f.write(f.userId, [
        { id: 'p1', data: { firstName: 'Sam', lastName: 'Lee' } },
        { id: 'p2', data: { firstName: 'Ana' } },
        { id: 'p3', data: { firstName: null } },
        { id: 'p4', data: { firstName: '   ' } },
        { id: 'p5', data: {} },
      ]);
      const listed = await f.people.list(f.userId);
      expect([...listed].sort((a, b) => a.id.localeCompare(b.id))).toEqual([
        { id: 'p1', name: 'Sam' },
        { id: 'p2', name: 'Ana' },
      ]);
    });

    it('never lists another user’s people', async () => {
      await f.write(f.otherUserId, [{ id: 'theirs', data: { firstName: 'Zed' } }]);
      expect((await f.people.list(f.userId)).map((p) => p.id)).not.toContain('theirs');
    });

    it('rejects a person whose first name is not text, naming the field', async () => {
      await f.write(f.userId, [{ id: 'odd', data: { firstName: 42 } }]);
      const error: unknown = await f.people.list(f.userId).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FunctionError);
      expect((error as FunctionError).message).toContain('firstName');
      expect((error as FunctionError).message).toContain('odd');
      await f.write(f.userId, [{ id: 'odd', data: { firstName: 'Odd' } }]);
    });

    it('rejects with a FunctionError when the store fails, so callers can fall back', async () => {
      const restore = f.fail('unavailable');
      try {
        const error: unknown = await f.people.list(f.userId).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(FunctionError);
        expect((error as FunctionError).code).toBe('unavailable');
      } finally {
        restore();
      }
    });
  });
}

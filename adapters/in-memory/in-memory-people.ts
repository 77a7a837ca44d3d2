import { readPerson } from '../../src/contract/store.mapping';
import type { FunctionError } from '../../src/domain/function-error';
import type { MentionTarget } from '../../src/domain/mentions';
import type { People } from '../../src/ports/people.port';

/** People in memory: users/{uid}/people as stored documents, read through the shared mapper. */
export class InMemoryPeople implements People {
  /** Stored documents per user, by id. */
  private readonly people = new Map<string, Map<string, unknown>>();
  /** Set to make every call fail with this error. */
  failWith: FunctionError | null = null;
  readonly calls: string[] = [];

  /** Stores documents as they are (malformed or not) for `userId`. */
  write(userId: string, docs: { id: string; data: unknown }[]): this {
    const saved = this.people.get(userId) ?? new Map<string, unknown>();
    for (const { id, data } of docs) saved.set(id, data);
    this.people.set(userId, saved);
    return this;
  }

  /** Saves people by first name (null or absent for someone without one). */
  seed(userId: string, people: { id: string; firstName?: string | null }[]): this {
    return this.write(
      userId,
      people.map(({ id, firstName }) => ({ id, data: firstName === undefined ? {} : { firstName } })),
    );
  }

  list(userId: string): Promise<MentionTarget[]> {
    this.calls.push(userId);
    if (this.failWith) return Promise.reject(this.failWith);
    try {
      const saved = [...(this.people.get(userId) ?? new Map<string, unknown>())];
      return Promise.resolve(saved.map(([id, data]) => readPerson(userId, id, data)).filter((p): p is MentionTarget => p !== null));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
